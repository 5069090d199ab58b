import { useEffect, useMemo } from 'react';
import { Provider } from 'react-redux';
import { Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AbilityProvider } from '@casl/react';
import { buildAbility } from '@/platform/auth/abilities';
import { api } from '@/web/api/api-slice';
import { notify } from '@/web/feedback/notify';
import { applyToDocument } from '@/web/layout/layout-slice';
import { useSessionUser } from '@/web/session/session';
import { SessionSync } from '@/web/session/session-sync';
import { SESSION_EXPIRED_EVENT } from '@/web/session/storage';
import { store } from '@/web/store';
import { ToLogin } from './guards';
import { paths } from './paths';
import { useMaintenanceRedirect } from './maintenance-watch';

// The customizer's choices reach <html> (the boot script in index.html set them before the first paint).
let applied = store.getState().layout;
store.subscribe(() => {
  const layout = store.getState().layout;
  if (layout !== applied) applyToDocument((applied = layout));
});

/**
 * Around every signed-in page: the Redux store with RTK Query, the user's abilities, and the session kept
 * in step with other tabs. Loaded with the first signed-in page, so the sign-in pages carry none of it.
 */
export default function SignedIn() {
  const user = useSessionUser();
  const ability = useMemo(() => buildAbility(user?.ability), [user]);
  const navigate = useNavigate();
  const { t } = useTranslation();
  useMaintenanceRedirect();

  // Another person's cached data must not survive a change of account.
  useEffect(() => () => void store.dispatch(api.util.resetApiState()), [user?.id]);

  useEffect(() => {
    const onExpired = () => {
      notify.error(t('session.expired'));
      navigate(paths.login, { replace: true });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [navigate, t]);

  if (!user) return <ToLogin />;
  return (
    <Provider store={store}>
      <AbilityProvider value={ability}>
        <SessionSync />
        <Outlet />
      </AbilityProvider>
    </Provider>
  );
}
