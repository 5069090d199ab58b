import './zod-without-eval';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '@fontsource-variable/public-sans';
import '@/web/theme/theme.scss';
import { initI18n } from '@/web/i18n/i18n';
import { PageSpinner } from '@/web/components/page-spinner';
import { ToastHost } from '@/web/feedback/toast-host';
import { keepClickOnFormButtons } from '@/web/components/form/keep-click-on-form-buttons';
import { AppRoutes } from './app-routes';
import { startDemoMode } from './demo-mode';

// SPEC §1: no background service worker may keep serving an old build.
void navigator.serviceWorker?.getRegistrations().then((registrations) => registrations.forEach((r) => void r.unregister()));

if (import.meta.env.MODE === 'demo') startDemoMode();
keepClickOnFormButtons();
void initI18n();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter basename={import.meta.env.BASE_URL}>
      <Suspense fallback={<PageSpinner />}>
        <AppRoutes />
      </Suspense>
      <ToastHost />
    </BrowserRouter>
  </StrictMode>,
);
