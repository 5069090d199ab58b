import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { signIn } from '@/web/api/auth-client';
import { DemoLogins, type DemoLogin } from './demo-logins';
import { describedBy, EmailField, FieldError, SubmitButton } from './form-bits';
import { PasswordInput } from './password-field';
import { authFailure, authIssueText } from './server-errors';
import { keepRedirect } from './redirect';
import { useAuthForm } from './use-auth-form';
import { useFinishSignIn } from './use-finish-sign-in';
import type { TwoStepsState } from './two-steps-state';

const FIELDS = ['email', 'password'] as const;

/**
 * The one login form, used by /login and the basic and cover demo pages. With two-step verification on, the
 * password earns a challenge, carried to the two-steps page in the router's state (never in the address).
 */
export function LoginForm({ registerPath, forgotPath, twoStepsPath }: { registerPath: string; forgotPath: string; twoStepsPath: string }) {
  const { t } = useTranslation();
  const finishSignIn = useFinishSignIn();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [alert, setAlert] = useState<string>();
  const [isSubmitting, setSubmitting] = useState(false);
  const [params] = useSearchParams();
  const submitRef = useRef<HTMLButtonElement>(null);
  // "Remember me": the sign-in lasts 30 days without use instead of 7 (REMEMBER_TOKEN_TTL, REFRESH_TOKEN_TTL).
  const form = useAuthForm({ email: '', password: '', remember: false }, (schemas) => schemas.loginFormSchema, 'login');
  const errorOf = (name: (typeof FIELDS)[number]) => {
    const issue = form.issues[name];
    return issue && authIssueText(t, name, issue);
  };

  const onSubmit = form.submit(async (body) => {
    setAlert(undefined);
    setSubmitting(true);
    try {
      const answer = await signIn({ body });
      if ('twoFactorRequired' in answer) {
        const state: TwoStepsState = { challenge: answer.challenge, loginPath: pathname };
        navigate({ pathname: twoStepsPath, search: keepRedirect(params) }, { state });
        return;
      }
      finishSignIn(answer);
    } catch (error) {
      const failure = authFailure(t, error, FIELDS);
      form.showServerIssues(failure.fields);
      setAlert(failure.alert);
      setSubmitting(false);
    }
  });

  const fillDemo = (demo: DemoLogin) => {
    form.fill({ email: demo.email, password: demo.password });
    setAlert(undefined);
    submitRef.current?.focus();
  };

  const emailError = errorOf('email');
  const passwordError = errorOf('password');

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
        <EmailField id="login-email" error={emailError} autoComplete="username" input={form.text('email')} />

        <div className="mb-3">
          <div className="d-flex justify-content-between align-items-baseline gap-2">
            <label htmlFor="login-password" className="form-label">
              {t('auth.fields.password')}
            </label>
            <Link to={forgotPath} className="small">
              {t('auth.login.forgotPassword')}
            </Link>
          </div>
          <PasswordInput autoComplete="current-password" invalid={Boolean(passwordError)} required {...describedBy('login-password', passwordError)} {...form.text('password')} />
          <FieldError id="login-password" message={passwordError} />
        </div>

        <div className="form-check mb-4">
          <input type="checkbox" className="form-check-input" {...form.checkbox('remember')} />
          <label htmlFor="login-remember" className="form-check-label">
            {t('auth.login.remember')}
          </label>
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
