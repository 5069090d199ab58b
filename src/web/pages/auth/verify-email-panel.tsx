import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MailCheck } from 'lucide-react';
import { confirmEmail } from '@/web/api/recovery-client';
import { useSessionUser } from '@/web/session/session';
import { authFailure } from './server-errors';
import { looksLikeToken, TOKEN_PROBLEM_TEXT, tokenProblemOf, type TokenProblem } from './token-problem';
import { markEmailVerified, useResendVerification } from './use-resend-verification';

type Outcome = { state: 'checking' } | { state: 'done'; email: string } | { state: 'unusable'; problem: TokenProblem } | { state: 'failed'; alert: string };

// One request per token, however often the page mounts (a link is single use: a second request would say "used").
const confirming = new Map<string, Promise<{ email: string }>>();

function ConfirmWithToken({ token, loginPath }: { token: string; loginPath: string }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const wellFormed = looksLikeToken(token);
  const [outcome, setOutcome] = useState<Outcome>(wellFormed ? { state: 'checking' } : { state: 'unusable', problem: 'token_invalid' });

  useEffect(() => {
    if (!wellFormed) return;
    let current = true;
    if (!confirming.has(token)) confirming.set(token, confirmEmail({ body: { token } }));
    confirming.get(token)!.then(
      ({ email }) => {
        markEmailVerified(email);
        if (current) setOutcome({ state: 'done', email });
      },
      (error: unknown) => {
        if (!current) return;
        const problem = tokenProblemOf(error);
        setOutcome(problem ? { state: 'unusable', problem } : { state: 'failed', alert: authFailure(t, error, []).alert ?? t('auth.errors.server') });
      },
    );
    return () => {
      current = false;
    };
  }, [token, wellFormed, t]);

  if (outcome.state === 'checking') {
    return (
      <p className="d-flex align-items-center gap-2 text-body-secondary" role="status">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        {t('auth.verify.checking')}
      </p>
    );
  }
  if (outcome.state === 'done') {
    return (
      <>
        <h1 className="h3 mb-2 d-flex align-items-center gap-2">
          <MailCheck size={26} className="text-success" aria-hidden="true" />
          {t('auth.verify.doneTitle')}
        </h1>
        <p className="text-body-secondary mb-4">{t('auth.verify.done', { email: outcome.email })}</p>
        <Link to={user ? '/' : loginPath} className="btn btn-primary w-100">
          {t('auth.verify.continue')}
        </Link>
      </>
    );
  }
  return (
    <>
      <h1 className="h3 mb-3">{t('auth.verify.failedTitle')}</h1>
      <div className="alert alert-danger" role="alert">
        {outcome.state === 'unusable' ? t(TOKEN_PROBLEM_TEXT[outcome.problem]) : outcome.alert}
      </div>
      {user && !user.emailVerified && <ResendLink />}
      <p className="text-center mt-4 mb-0">
        <Link to={user ? '/' : loginPath}>{t(user ? 'auth.verify.continue' : 'auth.verify.backToLogin')}</Link>
      </p>
    </>
  );
}

function ResendLink() {
  const { t } = useTranslation();
  const { resend, pending, sentTo, alert } = useResendVerification();
  return (
    <div className="mb-0">
      <div aria-live="polite">
        {sentTo && <div className="alert alert-success">{t('auth.verify.resent', { email: sentTo })}</div>}
        {alert && <div className="alert alert-danger">{alert}</div>}
      </div>
      <p className="mb-2 text-body-secondary">{t('auth.verify.notReceived')}</p>
      <button type="button" className="btn btn-outline-primary w-100" disabled={pending} aria-busy={pending || undefined} onClick={() => void resend()}>
        {t('auth.verify.resend')}
      </button>
    </div>
  );
}

/** Without a token: where the link went, for the signed-in person (with a new one on request). */
function CheckInbox({ loginPath }: { loginPath: string }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  if (!user) {
    return (
      <>
        <h1 className="h3 mb-2">{t('auth.verify.inboxTitle')}</h1>
        <p className="text-body-secondary mb-4">{t('auth.verify.inboxSignedOut')}</p>
        <Link to={loginPath} className="btn btn-primary w-100">
          {t('auth.verify.backToLogin')}
        </Link>
      </>
    );
  }
  if (user.emailVerified !== false) {
    return (
      <>
        <h1 className="h3 mb-2">{t('auth.verify.alreadyTitle')}</h1>
        <p className="text-body-secondary mb-4">{t('auth.verify.already', { email: user.email })}</p>
        <Link to="/" className="btn btn-primary w-100">
          {t('auth.verify.continue')}
        </Link>
      </>
    );
  }
  return (
    <>
      <h1 className="h3 mb-2">{t('auth.verify.inboxTitle')}</h1>
      <p className="text-body-secondary mb-4">{t('auth.verify.inbox', { email: user.email })}</p>
      <ResendLink />
      <p className="text-center mt-4 mb-0">
        <Link to="/">{t('auth.verify.continue')}</Link>
      </p>
    </>
  );
}

/** Confirms the address with the token of the mailed link, or says where the link went. */
export function VerifyEmailPanel({ loginPath }: { loginPath: string }) {
  const [params] = useSearchParams();
  const token = params.get('token');
  return <div className="tb-auth-form">{token ? <ConfirmWithToken token={token} loginPath={loginPath} /> : <CheckInbox loginPath={loginPath} />}</div>;
}
