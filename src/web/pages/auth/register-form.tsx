import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { signUp } from '@/web/api/auth-client';
import { describedBy, FieldError, SubmitButton, useErrorText } from './form-bits';
import { PasswordInput } from './password-field';
import { authFailure } from './server-errors';
import { keepRedirect } from './redirect';
import { useFinishSignIn } from './use-finish-sign-in';

// The server's register rules, with translation keys as messages.
const registerSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'auth.errors.usernameRequired')
    .min(3, 'auth.errors.usernameShort')
    .max(30, 'auth.errors.usernameLong')
    .regex(/^[a-zA-Z0-9._-]+$/, 'auth.errors.usernameChars'),
  email: z.string().trim().min(1, 'auth.errors.emailRequired').pipe(z.email({ error: 'auth.errors.emailInvalid' })),
  password: z.string().min(8, 'auth.errors.passwordShort').max(200, 'auth.errors.passwordLong'),
  terms: z.boolean().refine((accepted) => accepted, 'auth.errors.termsRequired'),
});
type RegisterValues = z.input<typeof registerSchema>;
const SERVER_FIELDS = ['username', 'email', 'password'] as const;

/** The one registration form, used by /register and the basic and cover demo pages. */
export function RegisterForm({ loginPath }: { loginPath: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const finishSignIn = useFinishSignIn();
  const [alert, setAlert] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    defaultValues: { username: '', email: '', password: '', terms: false },
  });

  const onSubmit = handleSubmit(async ({ terms: _accepted, ...body }) => {
    setAlert(undefined);
    try {
      finishSignIn(await signUp({ body }), 'welcomeNew');
    } catch (error) {
      const failure = authFailure(t, error, SERVER_FIELDS);
      let focused = false;
      for (const name of SERVER_FIELDS) {
        const message = failure.fields[name];
        if (!message) continue;
        setError(name, { type: 'server', message }, { shouldFocus: !focused });
        focused = true;
      }
      setAlert(failure.alert);
    }
  });

  const usernameError = errorText(errors.username);
  const emailError = errorText(errors.email);
  const passwordError = errorText(errors.password);
  const termsError = errorText(errors.terms);

  return (
    <div className="tb-auth-form">
      <h1 className="h3 mb-1">{t('auth.register.title')}</h1>
      <p className="text-body-secondary mb-4">{t('auth.register.subtitle')}</p>

      {alert && (
        <div className="alert alert-danger" role="alert">
          {alert}
        </div>
      )}

      <form onSubmit={onSubmit} noValidate aria-label={t('auth.register.formLabel')}>
        <div className="mb-3">
          <label htmlFor="register-username" className="form-label">
            {t('auth.fields.username')}
          </label>
          <input
            id="register-username"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            className={`form-control${usernameError ? ' is-invalid' : ''}`}
            placeholder={t('auth.fields.usernamePlaceholder')}
            required
            {...describedBy('register-username', usernameError)}
            {...register('username')}
          />
          <FieldError id="register-username" message={usernameError} />
        </div>

        <div className="mb-3">
          <label htmlFor="register-email" className="form-label">
            {t('auth.fields.email')}
          </label>
          <input
            id="register-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            className={`form-control${emailError ? ' is-invalid' : ''}`}
            placeholder={t('auth.fields.emailPlaceholder')}
            required
            {...describedBy('register-email', emailError)}
            {...register('email')}
          />
          <FieldError id="register-email" message={emailError} />
        </div>

        <div className="mb-3">
          <label htmlFor="register-password" className="form-label">
            {t('auth.fields.password')}
          </label>
          <PasswordInput
            id="register-password"
            autoComplete="new-password"
            invalid={Boolean(passwordError)}
            required
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? 'register-password-error' : 'register-password-hint'}
            {...register('password')}
          />
          {passwordError ? (
            <FieldError id="register-password" message={passwordError} />
          ) : (
            <div id="register-password-hint" className="form-text">
              {t('auth.fields.passwordHint')}
            </div>
          )}
        </div>

        <div className="mb-4">
          <div className="form-check">
            <input
              id="register-terms"
              type="checkbox"
              className={`form-check-input${termsError ? ' is-invalid' : ''}`}
              required
              {...describedBy('register-terms', termsError)}
              {...register('terms')}
            />
            <label htmlFor="register-terms" className="form-check-label">
              {t('auth.fields.terms')}
            </label>
            <FieldError id="register-terms" message={termsError} />
          </div>
        </div>

        <SubmitButton pending={isSubmitting}>{t('auth.register.submit')}</SubmitButton>
      </form>

      <p className="text-center mt-4 mb-0">
        <span className="text-body-secondary">{t('auth.register.haveAccount')}</span>{' '}
        <Link to={{ pathname: loginPath, search: keepRedirect(params) }}>{t('auth.register.signIn')}</Link>
      </p>
    </div>
  );
}
