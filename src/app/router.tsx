import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { PageSpinner } from '@/web/components/page-spinner';
import { BlankLayout } from '@/web/layout/blank-layout';
import { guard, homeRedirect } from './guards';
import { pageRoutes, type PageRoute } from './navigation';
import { paths } from './paths';
import { Root } from './root';

const toRoute = (route: PageRoute): RouteObject => ({
  path: route.path,
  loader: guard(route.access),
  lazy: async () => ({ Component: (await route.page()).default }),
});

export const router = createBrowserRouter([
  {
    element: <Root />,
    HydrateFallback: PageSpinner,
    children: [
      { path: paths.home, loader: homeRedirect },
      { lazy: async () => ({ Component: (await import('./app-frame')).AppFrame }), children: pageRoutes.filter((r) => r.layout === 'app').map(toRoute) },
      { element: <BlankLayout />, children: pageRoutes.filter((r) => r.layout === 'blank').map(toRoute) },
      // The error page names the address that was not found.
      { path: '*', loader: ({ request }) => redirect(`${paths.error}?from=${encodeURIComponent(new URL(request.url).pathname)}`) },
    ],
  },
]);
