import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StoredSession } from '@/web/session/storage';
import { signedIn } from '@/web/session/session-slice';
import { notify } from '@/web/feedback/notify';
import { useAppDispatch } from '@/web/store';
import { localRedirect } from './redirect';

/** After login or register: keep the session, go where the user was headed (or home, which knows each role's) and greet them. */
export function useFinishSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { t } = useTranslation();

  return useCallback(
    (session: StoredSession, greeting: 'welcome' | 'welcomeNew' = 'welcome') => {
      dispatch(signedIn(session));
      navigate(localRedirect(params.get('redirect')) ?? '/', { replace: true });
      notify.success(t(`auth.${greeting}`, { name: session.userData.fullName }));
    },
    [dispatch, navigate, params, t],
  );
}
