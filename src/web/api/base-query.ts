import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { Mutex } from 'async-mutex';
import { authRoutes } from '@/platform/auth/routes';
import { ACCESS_REFUSED_EVENT, readSession, SESSION_EXPIRED_EVENT, SESSION_KEYS, writeTokens } from '@/web/session/storage';
import { session } from '@/web/session/session';
import { apiFetch } from './api-fetch';
import { isMaintenanceAnswer, MAINTENANCE_EVENT } from './maintenance';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  fetchFn: (...args) => apiFetch(...args),
  prepareHeaders: (headers) => {
    const token = localStorage.getItem(SESSION_KEYS.accessToken);
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

const mutex = new Mutex();

/**
 * A 401 while a user is stored triggers exactly one refresh; requests that fail meanwhile wait for it
 * and are retried once with the new token. A failed refresh ends the session.
 */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  await mutex.waitForUnlock();
  const tokenUsed = localStorage.getItem(SESSION_KEYS.accessToken);
  let result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status === 403 && readSession()) window.dispatchEvent(new Event(ACCESS_REFUSED_EVENT));
  if (result.error && isMaintenanceAnswer(result.error.status, result.error.data)) window.dispatchEvent(new Event(MAINTENANCE_EVENT));
  if (result.error?.status !== 401 || !readSession()) return result;

  if (!mutex.isLocked()) {
    const release = await mutex.acquire();
    try {
      // Another request may have refreshed between our failure and taking the lock.
      if (localStorage.getItem(SESSION_KEYS.accessToken) === tokenUsed) {
        const refreshToken = localStorage.getItem(SESSION_KEYS.refreshToken);
        const refreshed = await rawBaseQuery({ url: authRoutes.refresh.path, method: authRoutes.refresh.method, body: { refreshToken } }, api, extraOptions);
        const tokens = refreshed.data as { accessToken: string; refreshToken: string } | undefined;
        if (!tokens) {
          console.warn('Session refresh failed; signing out.');
          session.signOut();
          window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
          return result;
        }
        writeTokens(tokens.accessToken, tokens.refreshToken);
      }
    } finally {
      release();
    }
  } else {
    await mutex.waitForUnlock();
  }
  if (readSession()) result = await rawBaseQuery(args, api, extraOptions);
  return result;
};
