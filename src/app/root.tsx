import { useEffect } from 'react';
import { Outlet, useNavigate, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '@/web/feedback/notify';
import { ToastHost } from '@/web/feedback/toast-host';
import { RouteProgress } from '@/web/layout/route-progress';
import { syncedFromStorage } from '@/web/session/session-slice';
import { SESSION_EXPIRED_EVENT, SESSION_KEYS } from '@/web/session/storage';
import { useAppDispatch } from '@/web/store';
import { paths } from './paths';

/** Around every page: the route progress bar, toasts, and keeping the session in step with other tabs. */
export function Root() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== SESSION_KEYS.userData) return;
      dispatch(syncedFromStorage());
      // Another person's cached data must not survive; the API slice is there only once a page fetched.
      void import('@/web/api/api-slice').then(({ api }) => dispatch(api.util.resetApiState()));
      void revalidator.revalidate();
    };
    const onExpired = () => {
      notify.error(t('session.expired'));
      navigate(paths.login, { replace: true });
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
    };
  }, [dispatch, navigate, revalidator, t]);

  return (
    <>
      <RouteProgress />
      <Outlet />
      <ToastHost />
    </>
  );
}
