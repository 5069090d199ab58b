import { lazy, Suspense, useMemo } from 'react';
import { matchPath, useLocation } from 'react-router';
import { useAbility } from '@casl/react';
import type { AppAbility } from '@/platform/auth/abilities';
import { AppLayout } from '@/web/layout/app-layout';
import { useSessionUser } from '@/web/session/session';
import { menuFor, pageLinksFor, userMenuFor } from './menu';
import { allPages, webModules } from './modules';
import { MaintenanceBanner } from './maintenance-banner';
import { useMaintenanceAtStart } from './maintenance-watch';
import { askToResetDemo, DemoBanner } from './demo-banner';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const widgets = webModules.flatMap((module) => module.navbar ?? []);
// The few pages that ask something of the frame (the layout demos).
const pagesWithOptions = allPages.filter((page) => page.layoutOptions);
// Most accounts are verified: the banner and its resend form load only for one that is not.
const VerifyEmailBanner = lazy(() => import('./verify-email-banner'));

/** The app layout with this user's menu and the navbar widgets of the modules. */
export default function AppFrame() {
  const ability = useAbility<AppAbility>();
  const menu = useMemo(() => menuFor(ability), [ability]);
  const userMenu = useMemo(() => userMenuFor(ability), [ability]);
  const pageLinks = useMemo(() => pageLinksFor(menu, userMenu), [menu, userMenu]);
  const unverified = useSessionUser()?.emailVerified === false;
  const { pathname } = useLocation();
  const pageOptions = useMemo(() => pagesWithOptions.find((page) => matchPath(page.path, pathname))?.layoutOptions, [pathname]);
  const maintenance = useMaintenanceAtStart(ability.can('manage', 'all'));
  const { t } = useTranslation();
  const userMenuActions = useMemo(() => (import.meta.env.MODE === 'demo' ? [{ titleKey: 'staticDemo.reset', icon: RotateCcw, onSelect: () => void askToResetDemo(t) }] : []), [t]);
  return (
    <AppLayout
      menu={menu}
      userMenu={userMenu}
      userMenuActions={userMenuActions}
      pageOptions={pageOptions}
      banner={
        <>
          {import.meta.env.MODE === 'demo' && <DemoBanner />}
          {maintenance && <MaintenanceBanner />}
          {unverified && (
            <Suspense fallback={null}>
              <VerifyEmailBanner />
            </Suspense>
          )}
        </>
      }
      navbarExtras={
        <Suspense fallback={null}>
          {widgets.map((Widget, i) => (
            <Widget key={i} pages={pageLinks} />
          ))}
        </Suspense>
      }
    />
  );
}
