import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorOf } from '@/web/api/request';
import { currentUser, session } from '@/web/session/session';
import { mailLanguage } from './mail-language';
import { authFailure } from './server-errors';

/** RTK Query and its store load with the first press, so the signed-out pages that offer this stay light. */
async function requestNewLink(lang: ReturnType<typeof mailLanguage>) {
  const [{ store }, { recoveryApi }] = await Promise.all([import('@/web/store'), import('@/web/api/recovery-api')]);
  return store.dispatch(recoveryApi.endpoints.resendVerification.initiate({ lang })).unwrap();
}

/** Marks the stored user's address confirmed (the server said so), which hides every reminder. */
export function markEmailVerified(email: string) {
  const user = currentUser();
  if (user && user.email === email && !user.emailVerified) session.update({ ...user, emailVerified: true });
}

/** "Resend the link" for the signed-in account: where it went, or why not (too soon, trouble). */
export function useResendVerification() {
  const { t, i18n } = useTranslation();
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string>();
  const [alert, setAlert] = useState<string>();

  async function resend() {
    setPending(true);
    setAlert(undefined);
    setSentTo(undefined);
    try {
      setSentTo((await requestNewLink(mailLanguage(i18n.language))).sentTo);
    } catch (error) {
      const user = currentUser();
      if (errorOf(error).code === 'already_verified' && user) markEmailVerified(user.email);
      else setAlert(authFailure(t, error, []).alert);
    } finally {
      setPending(false);
    }
  }

  return { resend, pending, sentTo, alert };
}
