import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeft } from 'lucide-react';
import { readMailedToken, setNewPassword } from '@/web/api/recovery-client';
import { issueText } from '@/web/components/form/issue-text';
import { notify } from '@/web/feedback/notify';
import { currentUser, session } from '@/web/session/session';
import { describedBy, FieldError, NewPasswordField, SubmitButton } from './form-bits';
import { PasswordInput } from './password-field';
import { authFailure, authIssueText } from './server-errors';
import { looksLikeToken, TOKEN_PROBLEM_TEXT, tokenProblemOf, type TokenProblem } from './token-problem';
import { useAuthForm } from './use-auth-form';

type LinkState = { state: 'checking' } | { state: 'usable'; email: string; invitation: boolean } | { state: 'unusable'; problem: TokenProblem } | { state: 'failed'; alert: string };

const CONFIRM_MESSAGES = { required: 'auth.errors.confirmRequired', passwords_differ: 'auth.errors.passwordsDiffer' };

/** What the link in the address is for, asked of the server once per token. */
function useMailedLink(token: string, invited: boolean): [LinkState, (next: LinkState) => void] {
  const { t } = useTranslation();
  const [link, setLink] = useState<LinkState>(looksLikeToken(token) ? { state: 'checking' } : { state: 'unusable', problem: 'token_invalid' });
  useEffect(() => {
    if (!looksLikeToken(token)) return;
    let current = true;
    readMailedToken({ query: { token } }).then(
      (info) => current && setLink({ state: 'usable', email: info.email, invitation: info.purpose === 'invitation' || invited }),
      (error: unknown) => {
        if (!current) return;
        const problem = tokenProblemOf(error);
        setLink(problem ? { state: 'unusable', problem } : { state: 'failed', alert: authFailure(t, error, []).alert ?? t('auth.errors.server') });
      },
    );
    return () => {
      current = false;
    };
  }, [token, invited, t]);
  return [link, setLink];
}

/** Sets a new password from a mailed link (a reset, or an invitation: then the first password). */
export function ResetPasswordForm({ loginPath, forgotPath }: { loginPath: string; forgotPath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [link, setLink] = useMailedLink(token, params.get('invite') === '1');
  const [alert, setAlert] = useState<string>();
  const [isSubmitting, setSubmitting] = useState(false);
  const form = useAuthForm({ password: '', confirm: '' }, (schemas) => schemas.resetFormSchema, 'reset');
  const passwordError = form.issues.password && authIssueText(t, 'password', form.issues.password);
  const confirmError = form.issues.confirm && issueText(t, form.issues.confirm, CONFIRM_MESSAGES);
  const invitation = link.state === 'usable' ? link.invitation : params.get('invite') === '1';

  const onSubmit = form.submit(async ({ password }) => {
    setAlert(undefined);
    setSubmitting(true);
    try {
      const done = await setNewPassword({ body: { token, password } });
      // Every session of the account has just ended, this browser's too if it was signed in as them.
      if (currentUser()?.email === done.email) session.signOut();
      notify.success(t(done.how === 'set' ? 'auth.reset.inviteDone' : 'auth.reset.done'));
      navigate(loginPath, { replace: true });
    } catch (error) {
      setSubmitting(false);
      const problem = tokenProblemOf(error);
      if (problem) return setLink({ state: 'unusable', problem });
      const failure = authFailure(t, error, ['password'] as const);
      form.showServerIssues(failure.fields);
      setAlert(failure.alert);
    }
  });

  return (
    <div className="tb-auth-form">
      <h1 className="h3 mb-1">{t(invitation ? 'auth.reset.inviteTitle' : 'auth.reset.title')}</h1>
      {link.state === 'usable' && <p className="text-body-secondary mb-4">{t(invitation ? 'auth.reset.inviteSubtitle' : 'auth.reset.subtitle', { email: link.email })}</p>}

      {link.state === 'checking' && (
        <p className="d-flex align-items-center gap-2 text-body-secondary my-4" role="status">
          <span className="spinner-border spinner-border-sm" aria-hidden="true" />
          {t('auth.reset.checking')}
        </p>
      )}

      {link.state === 'unusable' && (
        <div className="alert alert-danger my-4" role="alert">
          <p className="mb-2">{t(TOKEN_PROBLEM_TEXT[link.problem])}</p>
          <Link to={forgotPath} className="alert-link">
            {t('auth.reset.askNew')}
          </Link>
        </div>
      )}

      {(alert || link.state === 'failed') && (
        <div className="alert alert-danger" role="alert">
          {alert ?? (link.state === 'failed' ? link.alert : '')}
        </div>
      )}

      {link.state === 'usable' && (
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('auth.reset.formLabel')}>
          {/* Lets password managers file the new password under the right account. */}
          <input type="email" name="username" autoComplete="username" value={link.email} readOnly hidden />
          <NewPasswordField id="reset-password" label={t('auth.reset.newPassword')} error={passwordError} input={form.text('password')} />
          <div className="mb-4">
            <label htmlFor="reset-confirm" className="form-label">
              {t('auth.reset.confirmPassword')}
            </label>
            <PasswordInput autoComplete="new-password" invalid={Boolean(confirmError)} required {...describedBy('reset-confirm', confirmError)} {...form.text('confirm')} />
            <FieldError id="reset-confirm" message={confirmError} />
          </div>
          <SubmitButton pending={isSubmitting}>{t(invitation ? 'auth.reset.inviteSubmit' : 'auth.reset.submit')}</SubmitButton>
        </form>
      )}

      <p className="text-center mt-4 mb-0">
        <Link to={loginPath} className="d-inline-flex align-items-center gap-1">
          <ChevronLeft size={18} className="tb-flip-rtl" aria-hidden="true" />
          {t('auth.reset.backToLogin')}
        </Link>
      </p>
    </div>
  );
}
