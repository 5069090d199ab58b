import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeft } from 'lucide-react';
import { askPasswordReset } from '@/web/api/recovery-client';
import { EmailField, SubmitButton } from './form-bits';
import { mailLanguage } from './mail-language';
import { authFailure, authIssueText } from './server-errors';
import { useAuthForm } from './use-auth-form';

const FIELDS = ['email'] as const;

/** Asks for a reset link. The answer is the same whether the address has an account or not, and so is the page. */
export function ForgotPasswordForm({ loginPath }: { loginPath: string }) {
  const { t, i18n } = useTranslation();
  const [alert, setAlert] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [isSubmitting, setSubmitting] = useState(false);
  const form = useAuthForm({ email: '' }, (schemas) => schemas.forgotFormSchema, 'forgot');
  const emailError = form.issues.email && authIssueText(t, 'email', form.issues.email);

  const onSubmit = form.submit(async ({ email }) => {
    setAlert(undefined);
    setSubmitting(true);
    try {
      await askPasswordReset({ body: { email, lang: mailLanguage(i18n.language) } });
      setSentTo(email);
    } catch (error) {
      const failure = authFailure(t, error, FIELDS);
      form.showServerIssues(failure.fields);
      setAlert(failure.alert);
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <div className="tb-auth-form">
      <h1 className="h3 mb-1">{t('auth.forgot.title')}</h1>
      <p className="text-body-secondary mb-4">{t('auth.forgot.subtitle')}</p>

      {alert && (
        <div className="alert alert-danger" role="alert">
          {alert}
        </div>
      )}

      {sentTo ? (
        <div className="mb-0">
          <div className="alert alert-success" role="status">
            {t('auth.forgot.sent', { email: sentTo })}
          </div>
          <button
            type="button"
            className="btn btn-outline-secondary w-100"
            onClick={() => {
              form.fill({ email: '' });
              setSentTo(undefined);
            }}
          >
            {t('auth.forgot.another')}
          </button>
        </div>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('auth.forgot.formLabel')}>
          <EmailField id="forgot-email" error={emailError} className="mb-4" input={form.text('email')} />
          <SubmitButton pending={isSubmitting}>{t('auth.forgot.submit')}</SubmitButton>
        </form>
      )}

      <p className="text-center mt-4 mb-0">
        <Link to={loginPath} className="d-inline-flex align-items-center gap-1">
          <ChevronLeft size={18} className="tb-flip-rtl" aria-hidden="true" />
          {t('auth.forgot.backToLogin')}
        </Link>
      </p>
    </div>
  );
}
