// The app's routes as the router sees them, read from the modules' web manifests through Vite.
import { createServer } from 'vite';

/** `{ path, signedOut }` for every route that needs no parameter, the home redirect first. */
export async function appRoutes() {
  const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' });
  try {
    const { allPages } = await vite.ssrLoadModule('/src/app/modules.ts');
    const pages = allPages.filter((page) => !page.path.includes(':'));
    return [{ path: '/', signedOut: false }, ...pages.map((page) => ({ path: page.path, signedOut: page.access === 'public' || page.access === 'guest-only' }))];
  } finally {
    await vite.close();
  }
}
