import { useEffect } from 'react';
import { useMeQuery } from '@/web/api/auth-api';
import { ACCESS_REFUSED_EVENT } from './storage';
import { currentUser, session } from './session';

/**
 * Keeps the stored user (and so the abilities that draw the menu and guard the routes) in step with
 * the server: read when a signed-in page opens, when the tab comes back into view, and after any 403,
 * which is how a role edited elsewhere shows up here on the next action.
 */
export function SessionSync() {
  const { data, refetch } = useMeQuery();

  useEffect(() => {
    if (data && JSON.stringify(data.userData) !== JSON.stringify(currentUser())) session.update(data.userData);
  }, [data]);

  useEffect(() => {
    const again = () => void refetch();
    const onVisible = () => document.visibilityState === 'visible' && again();
    window.addEventListener(ACCESS_REFUSED_EVENT, again);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener(ACCESS_REFUSED_EVENT, again);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refetch]);

  return null;
}
