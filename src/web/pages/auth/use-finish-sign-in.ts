import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StoredSession } from '@/web/session/storage';
import { session } from '@/web/session/session';
import { notify } from '@/web/feedback/notify';
import { localRedirect } from './redirect';

/** After login or register: keep the session, go where the user was headed (or home, which knows each role's) and greet them. */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { t } = useTranslation();

  return useCallback(
    (stored: StoredSession, greeting: 'welcome' | 'welcomeNew' = 'welcome') => {
      session.signIn(stored);
      navigate(localRedirect(params.get('redirect')) ?? '/', { replace: true });
      notify.success(t(`auth.${greeting}`, { name: stored.userData.fullName }));
    },
    [navigate, params, t],
  );
}
