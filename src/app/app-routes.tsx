import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { BlankLayout } from '@/web/layout/blank-layout';
import { RouteProgress } from '@/web/layout/route-progress';
import { Allowed, GuestOnly, HomeRedirect, NotFound } from './guards';
import type { PageDef } from '@/web/web-module';
import { allPages } from './modules';
import { paths } from './paths';

// The store, RTK Query, CASL and the app layout load with the first signed-in page.
const SignedIn = lazy(() => import('./signed-in'));
const AppFrame = lazy(() => import('./app-frame'));

const isSignedIn = (route: PageDef) => route.access !== 'public' && route.access !== 'guest-only';

/** Each page is its own lazily loaded chunk; the bar at the top shows while it loads. */
function routeFor(route: PageDef) {
  const Page = lazy(route.page);
  const page = (
    <Suspense fallback={<RouteProgress />}>
      <Page />
    </Suspense>
  );
  const guarded = route.path === paths.home ? <HomeRedirect access={route.access}>{page}</HomeRedirect> : <Allowed access={route.access}>{page}</Allowed>;
  return <Route key={route.path} path={route.path} element={isSignedIn(route) ? guarded : page} />;
}

const routes = (filter: (route: PageDef) => boolean) => allPages.filter(filter).map(routeFor);
const publicRoutes = routes((r) => r.access === 'public');
const guestRoutes = routes((r) => r.access === 'guest-only');
const appRoutes = routes((r) => isSignedIn(r) && r.layout !== 'blank');
const blankSignedInRoutes = routes((r) => isSignedIn(r) && r.layout === 'blank');

/** The route table, from the modules' pages (the menu reads the same list). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<BlankLayout />}>
        {publicRoutes}
        <Route element={<GuestOnly />}>{guestRoutes}</Route>
      </Route>
      <Route element={<SignedIn />}>
        {!allPages.some((r) => r.path === paths.home) && <Route path={paths.home} element={<HomeRedirect />} />}
        <Route element={<AppFrame />}>{appRoutes}</Route>
        <Route element={<BlankLayout />}>{blankSignedInRoutes}</Route>
      </Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
