import { apiFetch } from './api-fetch';

/** Raised on `window` when the server answers 503 maintenance: the signed-in frame then shows the maintenance page. */
export const MAINTENANCE_EVENT = 'tablero:maintenance';

/** Whether a failed answer is the server's "under maintenance" (503 with that code). */
export function isMaintenanceAnswer(status: unknown, body: unknown): boolean {
  return status === 503 && (body as { code?: unknown } | null | undefined)?.code === 'maintenance';
}

/** `GET /api/status`: whether the site is under maintenance now (null when the server cannot be reached). */
export async function readMaintenance(): Promise<boolean | null> {
  try {
    const res = await apiFetch('/api/status', { headers: { accept: 'application/json' }, cache: 'no-store' });
    if (!res.ok) return null;
    const body = (await res.json()) as { maintenance?: unknown };
    return body.maintenance === true;
  } catch {
    return null;
  }
}
