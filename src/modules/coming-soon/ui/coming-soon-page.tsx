import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/web/components/logo';
import { issueFromZod, valueAt } from '@/platform/contract/issues';
import { useDocumentTitle } from '@/web/pages/use-document-title';
import { EmailField, SubmitButton } from '@/web/pages/auth/form-bits';
import { authFailure, authIssueText } from '@/web/pages/auth/server-errors';
import '@/web/pages/misc/misc.scss';
import { ComingSoonIllustration } from './coming-soon-illustration';
import { joinLaunchList } from './launch-list-client';
import './coming-soon.scss';

const FIELDS = ['email'] as const;

/** The launch teaser: an address left here is kept, and the page says so. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('comingSoon.title'));
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const [pending, setPending] = useState(false);
  const [joined, setJoined] = useState<string>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setAlert(undefined);
    // The endpoint's own schema, loaded with the first check so the page's first load carries no zod.
    const { subscribeBody } = await import('../contract');
    const checked = subscribeBody.safeParse({ email });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setError(authIssueText(t, 'email', issueFromZod(issue, valueAt({ email }, issue.path), 'email')));
      document.getElementById('launch-email')?.focus();
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      await joinLaunchList({ body: checked.data });
      setJoined(checked.data.email);
      setEmail('');
    } catch (failure) {
      const { fields, alert: message } = authFailure(t, failure, FIELDS);
      setError(fields.email);
      setAlert(message);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="tb-misc">
      <div className="tb-misc-brand">
        <Logo size={32} />
        <span>{t('auth.brand')}</span>
      </div>
      <ComingSoonIllustration />
      <h1 className="h2 mb-2">{t('comingSoon.title')}</h1>
      <p className="tb-misc-text mb-4">{t('comingSoon.text')}</p>
      {alert && (
        <div className="alert alert-danger tb-coming-soon-box" role="alert">
          {alert}
        </div>
      )}
      {joined ? (
        <div className="tb-coming-soon-box">
          <div className="alert alert-success" role="status">
            {t('comingSoon.joined', { email: joined })}
          </div>
          <button type="button" className="btn btn-outline-secondary" onClick={() => setJoined(undefined)}>
            {t('comingSoon.another')}
          </button>
        </div>
      ) : (
        <form className="tb-coming-soon-box text-start" onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('comingSoon.formLabel')}>
          <EmailField
            id="launch-email"
            error={error}
            input={{ id: 'launch-email', name: 'email', value: email, onChange: (event) => setEmail(event.currentTarget.value) }}
          />
          <SubmitButton pending={pending}>{t('comingSoon.notifyMe')}</SubmitButton>
        </form>
      )}
      <div className="tb-misc-actions mt-4">
        <Link to="/" className="btn btn-link">
          <House size={18} aria-hidden="true" />
          {t('misc.backHome')}
        </Link>
      </div>
    </div>
  );
}
