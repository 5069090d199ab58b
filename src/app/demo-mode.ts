import { apiFetch, setApiFetch, setEventSourceFactory } from '@/web/api/api-fetch';
import { clearSession } from '@/web/session/storage';
import type { DemoBackend } from '@/demo-backend';

let ready: DemoBackend | null = null;
let loading: Promise<DemoBackend> | null = null;

/** Starting again from the seed signs everyone out: every tab goes to the sign-in page. */
function afterReset() {
  clearSession();
  location.assign(`${import.meta.env.BASE_URL}login`);
}

/** The backend is built on its own (vite.config.ts): the app knows it by address only, so no page shares its code. */
const importBackend = () => import(/* @vite-ignore */ `${import.meta.env.BASE_URL}${import.meta.env.VITE_DEMO_ENGINE}`) as Promise<typeof import('@/demo-backend')>;

/** Where the app is served, sub-path included (the links in the demo's mails point there). */
const publicUrl = () => new URL(import.meta.env.BASE_URL, location.origin).href.replace(/\/$/, '');

const backend = () => (loading ??= importBackend().then(async ({ startDemoBackend }) => (ready = await startDemoBackend({ onReset: afterReset, publicUrl: publicUrl() }))));

/** Starts the demo data again from the seed. */
export const resetDemo = async () => (await backend()).reset();

declare global {
  interface Window {
    /** The demo's API from the browser's console: `await tableroDemo.fetch('/api/jwt/login', …)`. */
    tableroDemo?: { fetch: typeof fetch; reset: () => Promise<void> };
  }
}

/**
 * For the static demo (`npm run build:demo`, where `import.meta.env.MODE` is 'demo': callers test that expression
 * itself, so the server's build folds it away and carries none of the demo). Hands the API client the in-page
 * backend before the first render. The backend and its WebAssembly engine load once the page has shown (or earlier,
 * when a request needs them); requests outside `/api` go to the network.
 */
export function startDemoMode() {
  setApiFetch(async (input, init) => {
    const request = new Request(input, init);
    const { origin, pathname } = new URL(request.url);
    if (origin !== location.origin || !pathname.startsWith('/api/')) return fetch(request);
    return (await backend()).fetch(request);
  });
  // The stream is opened with a ticket, which the backend, loaded by then, has just given.
  setEventSourceFactory((url) => ready!.openEvents(url));
  window.tableroDemo = { fetch: apiFetch, reset: resetDemo };
  addEventListener('load', () => requestAnimationFrame(() => setTimeout(() => void backend(), 0)), { once: true });
}
