import { useEffect } from 'react';
import { Outlet, useNavigate, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ToastContainer } from 'react-toastify';
import { api } from '@/web/api/api-slice';
import { SESSION_EXPIRED_EVENT } from '@/web/api/base-query';
import { notify } from '@/web/feedback/notify';
import { RouteProgress } from '@/web/layout/route-progress';
import { syncedFromStorage } from '@/web/session/session-slice';
import { SESSION_KEYS } from '@/web/session/storage';
import { useAppDispatch, useAppSelector } from '@/web/store';
import { paths } from './paths';

/** Around every page: the route progress bar, toasts, and keeping the session in step with other tabs. */
export function Root() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const rtl = useAppSelector((s) => s.layout.direction === 'rtl');

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== SESSION_KEYS.userData) return;
      dispatch(syncedFromStorage());
      dispatch(api.util.resetApiState());
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
      <ToastContainer position="top-right" rtl={rtl} newestOnTop closeOnClick={false} theme="colored" />
    </>
  );
}
