import type { EndpointInput, EndpointResponse } from '@/platform/contract/define-endpoint';
import { apiFetch } from '@/web/api/api-fetch';
import { requestFor } from '@/web/api/request';
import type { comingSoonContract } from '../contract';
import { comingSoonRoutes } from '../routes';

type Subscribe = (typeof comingSoonContract)['subscribe'];

/**
 * Leaves an address on the launch list: a plain request, as the page is public and loads no store. A failure takes
 * RTK Query's error shape, `{ status, data }`, so `errorOf` reads it.
 */
export async function joinLaunchList(input: EndpointInput<Subscribe>): Promise<EndpointResponse<Subscribe>> {
  const args = requestFor(comingSoonRoutes.subscribe, input);
  let response: Response;
  try {
    response = await apiFetch(`/api${args.url}`, { method: args.method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(args.body) });
  } catch (error) {
    throw { status: 'FETCH_ERROR', error: String(error) };
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw { status: response.status, data };
  return data as EndpointResponse<Subscribe>;
}
