import { lazy, Suspense, useMemo } from 'react';
import { AppLayout } from '@/web/layout/app-layout';
import { AbilityProvider, abilityFor } from '@/web/session/ability';
import { useAppSelector } from '@/web/store';
import { menuFor } from './menu';

const NotificationsDropdown = lazy(() => import('@/modules/notifications/ui/notifications-dropdown'));

/** The app layout with this user's abilities, their menu and the navbar widgets of the modules. */
export function AppFrame() {
  const userData = useAppSelector((s) => s.session.userData);
  const ability = useMemo(() => abilityFor(userData), [userData]);
  const menu = useMemo(() => menuFor(ability), [ability]);
  return (
    <AbilityProvider value={ability}>
      <AppLayout
        menu={menu}
        navbarExtras={
          <Suspense fallback={null}>
            <NotificationsDropdown />
          </Suspense>
        }
      />
    </AbilityProvider>
  );
}
