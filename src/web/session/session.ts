import { useSyncExternalStore } from 'react';
import type { UserData } from '@/platform/auth/contract';
import { clearSession, readSession, SESSION_KEYS, writeSession, type StoredSession } from './storage';

// Who is signed in lives in localStorage (the spec's keys) and nowhere else: this small store tells
// React when it changes, in this tab or another one, without loading Redux on the signed-out pages.
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

let cachedKey: string | null = null;
let cachedUser: UserData | null = null;

/** The signed-in user, or null; the same object until the stored session changes (parsed only then). */
export function currentUser(): UserData | null {
  const complete = localStorage.getItem(SESSION_KEYS.accessToken) && localStorage.getItem(SESSION_KEYS.refreshToken);
  const key = complete ? localStorage.getItem(SESSION_KEYS.userData) : null;
  if (key !== cachedKey) {
    cachedKey = key;
    cachedUser = key ? (readSession()?.userData ?? null) : null;
  }
  return cachedUser;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (Object.values(SESSION_KEYS) as string[]).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const session = {
  signIn(stored: StoredSession) {
    writeSession(stored);
    notify();
  },
  /** The server answered with newer details of the same account. */
  update(userData: UserData) {
    localStorage.setItem(SESSION_KEYS.userData, JSON.stringify(userData));
    notify();
  },
  signOut() {
    clearSession();
    notify();
  },
};

export const useSessionUser = () => useSyncExternalStore(subscribe, currentUser);
