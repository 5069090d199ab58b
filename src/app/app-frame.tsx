import { Suspense, useMemo } from 'react';
import { useAbility } from '@casl/react';
import type { AppAbility } from '@/platform/auth/abilities';
import { AppLayout } from '@/web/layout/app-layout';
import { menuFor } from './menu';
import { webModules } from './modules';
import { VerifyEmailBanner } from './verify-email-banner';

const widgets = webModules.flatMap((module) => module.navbar ?? []);

/** The app layout with this user's menu and the navbar widgets of the modules. */
export default function AppFrame() {
  const ability = useAbility<AppAbility>();
  const menu = useMemo(() => menuFor(ability), [ability]);
  return (
    <AppLayout
      menu={menu}
      banner={<VerifyEmailBanner />}
      navbarExtras={
        <Suspense fallback={null}>
          {widgets.map((Widget, i) => (
            <Widget key={i} />
          ))}
        </Suspense>
      }
    />
  );
}
