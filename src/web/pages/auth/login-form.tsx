import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { signIn } from '@/web/api/auth-client';
import { DemoLogins, type DemoLogin } from './demo-logins';
import { describedBy, FieldError, SubmitButton, useErrorText } from './form-bits';
import { PasswordInput } from './password-field';
import { authFailure } from './server-errors';
import { keepRedirect } from './redirect';
import { useFinishSignIn } from './use-finish-sign-in';

// react-hook-form's own rules keep zod out of the login page's first load; the server checks with the contract.
// Messages are translation keys.
interface LoginValues {
  email: string;
  password: string;
}
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const rules = {
  email: {
    setValueAs: (value: string) => value.trim(),
    required: 'auth.errors.emailRequired',
    pattern: { value: EMAIL, message: 'auth.errors.emailInvalid' },
  },
  password: { required: 'auth.errors.passwordRequired', maxLength: { value: 200, message: 'auth.errors.passwordLong' } },
};
const FIELDS = ['email', 'password'] as const;

/** The one login form, used by /login and the basic and cover demo pages. */
export function LoginForm({ registerPath }: { registerPath: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const finishSignIn = useFinishSignIn();
  const [alert, setAlert] = useState<string>();
  const [params] = useSearchParams();
  const submitRef = useRef<HTMLButtonElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setAlert(undefined);
    try {
      finishSignIn(await signIn({ body: values }));
    } catch (error) {
      const failure = authFailure(t, error, FIELDS);
      for (const name of FIELDS) {
        const message = failure.fields[name];
        if (message) setError(name, { type: 'server', message }, { shouldFocus: true });
      }
      setAlert(failure.alert);
    }
  });

  const fillDemo = (demo: DemoLogin) => {
    setValue('email', demo.email, { shouldValidate: true, shouldDirty: true });
    setValue('password', demo.password, { shouldValidate: true, shouldDirty: true });
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

      <form onSubmit={onSubmit} noValidate aria-label={t('auth.login.formLabel')}>
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
            {...register('email', rules.email)}
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
            {...register('password', rules.password)}
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
