import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { signUp } from '@/web/api/auth-client';
import { describedBy, EmailField, FieldError, NewPasswordField, SubmitButton } from './form-bits';
import { mailLanguage } from './mail-language';
import { authFailure, authIssueText } from './server-errors';
import { keepRedirect } from './redirect';
import { useAuthForm } from './use-auth-form';
import { useFinishSignIn } from './use-finish-sign-in';

const SERVER_FIELDS = ['username', 'email', 'password'] as const;
type FieldName = (typeof SERVER_FIELDS)[number] | 'terms';

/** The one registration form, used by /register and the basic and cover demo pages. */
export function RegisterForm({ loginPath }: { loginPath: string }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const finishSignIn = useFinishSignIn();
  const [alert, setAlert] = useState<string>();
  const [isSubmitting, setSubmitting] = useState(false);
  const form = useAuthForm({ username: '', email: '', password: '', terms: false }, (schemas) => schemas.registerFormSchema, 'register');
  const errorOf = (name: FieldName) => {
    const issue = form.issues[name];
    return issue && authIssueText(t, name, issue);
  };

  const onSubmit = form.submit(async ({ terms: _accepted, ...body }) => {
    setAlert(undefined);
    setSubmitting(true);
    try {
      finishSignIn(await signUp({ body: { ...body, lang: mailLanguage(i18n.language) } }), 'welcomeNew');
    } catch (error) {
      const failure = authFailure(t, error, SERVER_FIELDS);
      form.showServerIssues(failure.fields);
      setAlert(failure.alert);
      setSubmitting(false);
    }
  });

  const usernameError = errorOf('username');
  const emailError = errorOf('email');
  const passwordError = errorOf('password');
  const termsError = errorOf('terms');

  return (
    <div className="tb-auth-form">
      <h1 className="h3 mb-1">{t('auth.register.title')}</h1>
      <p className="text-body-secondary mb-4">{t('auth.register.subtitle')}</p>

      {alert && (
        <div className="alert alert-danger" role="alert">
          {alert}
        </div>
      )}

      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('auth.register.formLabel')}>
        <div className="mb-3">
          <label htmlFor="register-username" className="form-label">
            {t('auth.fields.username')}
          </label>
          <input
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            className={`form-control${usernameError ? ' is-invalid' : ''}`}
            placeholder={t('auth.fields.usernamePlaceholder')}
            required
            {...describedBy('register-username', usernameError)}
            {...form.text('username')}
          />
          <FieldError id="register-username" message={usernameError} />
        </div>

        <EmailField id="register-email" error={emailError} input={form.text('email')} />

        <NewPasswordField id="register-password" label={t('auth.fields.password')} error={passwordError} input={form.text('password')} />

        <div className="mb-4">
          <div className="form-check">
            <input type="checkbox" className={`form-check-input${termsError ? ' is-invalid' : ''}`} required {...describedBy('register-terms', termsError)} {...form.checkbox('terms')} />
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
