import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { signIn } from '@/web/api/auth-client';
import { DemoLogins, type DemoLogin } from './demo-logins';
import { describedBy, FieldError, SubmitButton, useErrorText, type FormError } from './form-bits';
import { PasswordInput } from './password-field';
import { authFailure } from './server-errors';
import { keepRedirect } from './redirect';
import { useFinishSignIn } from './use-finish-sign-in';

// Two fields and three rules: plain React state, so the lightest page of all loads no form library
// (and no zod); the server checks with the contract. Client messages are translation keys.
const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function check(field: Field, value: string): FormError | undefined {
  const message =
    field === 'email'
      ? !value.trim()
        ? 'auth.errors.emailRequired'
        : !EMAIL.test(value.trim())
          ? 'auth.errors.emailInvalid'
          : undefined
      : !value
        ? 'auth.errors.passwordRequired'
        : value.length > 200
          ? 'auth.errors.passwordLong'
          : undefined;
  return message ? { type: 'client', message } : undefined;
}

/** The one login form, used by /login and the basic and cover demo pages. */
export function LoginForm({ registerPath }: { registerPath: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const finishSignIn = useFinishSignIn();
  const [alert, setAlert] = useState<string>();
  const [params] = useSearchParams();
  const submitRef = useRef<HTMLButtonElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const focus = (name: Field) => (name === 'email' ? emailRef : passwordRef).current?.focus();
  const [values, setValues] = useState<Values>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, FormError>>>({});
  // Checked when a field is first left, then on every change (the other forms' "onTouched").
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (touched[field]) setErrors((e) => ({ ...e, [field]: check(field, value) }));
  };
  const leave = (field: Field) => {
    setTouched((v) => ({ ...v, [field]: true }));
    setErrors((e) => ({ ...e, [field]: check(field, values[field]) }));
  };
  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => change(name, event.currentTarget.value),
    onBlur: () => leave(name),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(FIELDS.map((name) => [name, check(name, values[name])]));
    setErrors(found);
    setTouched({ email: true, password: true });
    const invalid = FIELDS.find((name) => found[name]);
    if (invalid) return focus(invalid);
    setAlert(undefined);
    setSubmitting(true);
    try {
      finishSignIn(await signIn({ body: { email: values.email.trim(), password: values.password } }));
    } catch (error) {
      const failure = authFailure(t, error, FIELDS);
      setErrors(Object.fromEntries(FIELDS.filter((name) => failure.fields[name]).map((name) => [name, { type: 'server', message: failure.fields[name]! }])));
      const named = FIELDS.find((name) => failure.fields[name]);
      if (named) focus(named);
      setAlert(failure.alert);
      setSubmitting(false);
    }
  };

  const fillDemo = (demo: DemoLogin) => {
    setValues({ email: demo.email, password: demo.password });
    setErrors({});
    setAlert(undefined);
    submitRef.current?.focus();
  };

  const emailError = errorText(errors.email);
  const passwordError = errorText(errors.password);

  return (
    <div className="tb-auth-form">
      <h1 className="h3 mb-1">{t('auth.login.title')}</h1>
      <p className="text-body-secondary mb-4">{t('auth.login.subtitle')}</p>

      <DemoLogins onUse={fillDemo} />

      {alert && (
        <div className="alert alert-danger" role="alert">
          {alert}
        </div>
      )}

      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('auth.login.formLabel')}>
        <div className="mb-3">
          <label htmlFor="login-email" className="form-label">
            {t('auth.fields.email')}
          </label>
          <input
            id="login-email"
            type="email"
            autoComplete="username"
            inputMode="email"
            className={`form-control${emailError ? ' is-invalid' : ''}`}
            placeholder={t('auth.fields.emailPlaceholder')}
            required
            {...describedBy('login-email', emailError)}
            ref={emailRef}
            {...field('email')}
          />
          <FieldError id="login-email" message={emailError} />
        </div>

        <div className="mb-4">
          <label htmlFor="login-password" className="form-label">
            {t('auth.fields.password')}
          </label>
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            invalid={Boolean(passwordError)}
            required
            {...describedBy('login-password', passwordError)}
            ref={passwordRef}
            {...field('password')}
          />
          <FieldError id="login-password" message={passwordError} />
        </div>

        <SubmitButton ref={submitRef} pending={isSubmitting}>
          {t('auth.login.submit')}
        </SubmitButton>
      </form>

      <p className="text-center mt-4 mb-0">
        <span className="text-body-secondary">{t('auth.login.newHere')}</span>{' '}
        <Link to={{ pathname: registerPath, search: keepRedirect(params) }}>{t('auth.login.createAccount')}</Link>
      </p>
    </div>
  );
}
