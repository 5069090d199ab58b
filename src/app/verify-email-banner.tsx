import { useTranslation } from 'react-i18next';
import { MailWarning } from 'lucide-react';
import { useResendVerification } from '@/web/pages/auth/use-resend-verification';
import { useSessionUser } from '@/web/session/session';

/**
 * Above every signed-in page while the account's address is unconfirmed, with a new link on request. The stored
 * user is read again from the server when a page opens (SessionSync), so a link opened elsewhere hides it then.
 */
export default function VerifyEmailBanner() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { resend, pending, sentTo, alert } = useResendVerification();

  if (user?.emailVerified !== false) return null;
  return (
    <section className="alert alert-warning d-flex flex-wrap align-items-center gap-2 mb-4" aria-label={t('auth.verifyBanner.label')}>
      <MailWarning size={20} className="flex-shrink-0" aria-hidden="true" />
      <span className="flex-grow-1">{t('auth.verifyBanner.text', { email: user.email })}</span>
      <button type="button" className="btn btn-sm btn-warning" disabled={pending} aria-busy={pending || undefined} onClick={() => void resend()}>
        {t('auth.verifyBanner.resend')}
      </button>
      <span className={sentTo || alert ? 'w-100 small' : 'visually-hidden'} aria-live="polite">
        {sentTo && t('auth.verifyBanner.resent', { email: sentTo })}
        {alert}
      </span>
    </section>
  );
}
