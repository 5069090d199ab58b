import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import '@fontsource-variable/public-sans';
import '@/web/theme/theme.scss';
import { initI18n } from '@/web/i18n/i18n';
import { PageSpinner } from '@/web/components/page-spinner';
import { applyToDocument } from '@/web/layout/layout-slice';
import { store } from '@/web/store';
import { router } from './router';

// SPEC §1: no background service worker may keep serving an old build.
void navigator.serviceWorker?.getRegistrations().then((registrations) => registrations.forEach((r) => void r.unregister()));

let applied = store.getState().layout;
applyToDocument(applied);
store.subscribe(() => {
  const layout = store.getState().layout;
  if (layout !== applied) applyToDocument((applied = layout));
});

void initI18n();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <Suspense fallback={<PageSpinner />}>
        <RouterProvider router={router} />
      </Suspense>
    </Provider>
  </StrictMode>,
);
