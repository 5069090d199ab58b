import type { UserData } from '@/platform/auth/contract';

/** The spec's localStorage keys. */
export const SESSION_KEYS = { userData: 'userData', accessToken: 'accessToken', refreshToken: 'refreshToken' } as const;

/** Emitted when the session ends because a refresh failed (the app shows a toast and goes to login). */
export const SESSION_EXPIRED_EVENT = 'tablero:session-expired';
/** Fired when the server refused an action (403): what this account may do may have changed. */
export const ACCESS_REFUSED_EVENT = 'tablero:access-refused';

export interface StoredSession {
  userData: UserData;
  accessToken: string;
  refreshToken: string;
}

export function readSession(): StoredSession | null {
  try {
    const userData = localStorage.getItem(SESSION_KEYS.userData);
    const accessToken = localStorage.getItem(SESSION_KEYS.accessToken);
    const refreshToken = localStorage.getItem(SESSION_KEYS.refreshToken);
    if (!userData || !accessToken || !refreshToken) return null;
    return { userData: JSON.parse(userData) as UserData, accessToken, refreshToken };
  } catch {
    return null;
  }
}

export function writeSession(session: StoredSession): void {
  localStorage.setItem(SESSION_KEYS.userData, JSON.stringify(session.userData));
  localStorage.setItem(SESSION_KEYS.accessToken, session.accessToken);
  localStorage.setItem(SESSION_KEYS.refreshToken, session.refreshToken);
}

export function writeTokens(accessToken: string, refreshToken: string): void {
  localStorage.setItem(SESSION_KEYS.accessToken, accessToken);
  localStorage.setItem(SESSION_KEYS.refreshToken, refreshToken);
}

export function clearSession(): void {
  for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
}
