import type { recoveryContract } from '@/platform/auth/recovery-contract';
import { recoveryRoutes } from '@/platform/auth/recovery-routes';
import type { EndpointInput, EndpointResponse } from '@/platform/contract/define-endpoint';
import { requestFor } from './request';
import { apiFetch } from './api-fetch';

type C = typeof recoveryContract;

/**
 * The mailed-link flows as plain requests, like sign-in (these pages load neither RTK Query nor zod up front).
 * Failures take RTK Query's error shape, `{ status, data }`, so `errorOf` reads them.
 */
async function call<K extends keyof C>(name: K, input: EndpointInput<C[K]>): Promise<EndpointResponse<C[K]>> {
  const args = requestFor(recoveryRoutes[name], input as Parameters<typeof requestFor>[1]);
  let response: Response;
  try {
    response = await apiFetch(`/api${args.url}`, {
      method: args.method,
      ...(args.body !== undefined && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(args.body) }),
    });
  } catch (error) {
    throw { status: 'FETCH_ERROR', error: String(error) };
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw { status: response.status, data };
  return data as EndpointResponse<C[K]>;
}

export const askPasswordReset = (input: EndpointInput<C['forgotPassword']>) => call('forgotPassword', input);
export const setNewPassword = (input: EndpointInput<C['resetPassword']>) => call('resetPassword', input);
export const readMailedToken = (input: EndpointInput<C['tokenInfo']>) => call('tokenInfo', input);
export const confirmEmail = (input: EndpointInput<C['verifyEmail']>) => call('verifyEmail', input);
