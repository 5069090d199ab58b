import { lazy, Suspense, useMemo } from 'react';
import { AppLayout } from '@/web/layout/app-layout';
import { useAbility } from '@/web/session/ability';
import type { AppAbility } from '@/platform/auth/abilities';
import { menuFor } from './menu';

const NotificationsDropdown = lazy(() => import('@/modules/notifications/ui/notifications-dropdown'));

/** The app layout with this user's menu and the navbar widgets of the modules. */
export function AppFrame() {
  const ability = useAbility<AppAbility>();
  const menu = useMemo(() => menuFor(ability), [ability]);
  return (
    <AppLayout
      menu={menu}
      navbarExtras={
        <Suspense fallback={null}>
          <NotificationsDropdown />
        </Suspense>
      }
    />
  );
}
