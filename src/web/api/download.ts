import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import type { RouteDef } from '@/platform/contract/define-routes';
import { requestFor, type RequestInput } from './request';

/**
 * The request of an endpoint that answers a file (`file` in its contract): sent with the session like any other
 * (a 401 refreshes and retries), the file saved when it arrives; the mutation's result is the saved file's name.
 */
export function fileRequest(route: Pick<RouteDef, 'method' | 'path'>, input: RequestInput, fallbackName: string): FetchArgs {
  return { ...requestFor(route, input), responseHandler: async (response) => (response.ok ? (await import('./save-file')).saveResponse(response, fallbackName) : response.json()) };
}
