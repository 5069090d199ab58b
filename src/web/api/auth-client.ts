import type { authContract } from '@/platform/auth/contract';
import { authRoutes } from '@/platform/auth/routes';
import type { EndpointInput, EndpointResponse } from '@/platform/contract/define-endpoint';
import { apiFetch } from './api-fetch';

type C = typeof authContract;

/**
 * Sign-in and registration as plain requests: the login page is the lightest page of all, so it loads
 * neither RTK Query nor the contract's zod schemas (the server validates with them). Failures take RTK
 * Query's error shape, `{ status, data }`, so `errorOf` reads both.
 */
async function post<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await apiFetch(`/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  } catch (error) {
    throw { status: 'FETCH_ERROR', error: String(error) };
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw { status: response.status, data };
  return data as T;
}

export const signIn = (input: EndpointInput<C['login']>) =>
  post<EndpointResponse<C['login']>>(authRoutes.login.path, input.body);

export const signUp = (input: EndpointInput<C['register']>) =>
  post<EndpointResponse<C['register']>>(authRoutes.register.path, input.body);

export const finishTwoSteps = (input: EndpointInput<C['twoSteps']>) =>
  post<EndpointResponse<C['twoSteps']>>(authRoutes.twoSteps.path, input.body);
