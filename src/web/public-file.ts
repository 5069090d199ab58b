/**
 * The address of one of the app's own files (`/images/…`, `/media/…`, as data and code name them) wherever the app
 * is served from: the static demo can live under a sub-path (Vite's `base`). Other addresses (the API's, `data:`,
 * `blob:`, other sites) pass as they are.
 */
export function publicFile(path: string): string;
export function publicFile(path: string | null | undefined): string | undefined;
export function publicFile(path: string | null | undefined) {
  if (!path) return path ?? undefined;
  const base = import.meta.env.BASE_URL;
  if (base === '/' || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/api/')) return path;
  return `${base}${path.slice(1)}`;
}
