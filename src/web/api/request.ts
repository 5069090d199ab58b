import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import type { RouteDef } from '@/platform/contract/define-routes';
import type { FieldIssue } from '@/platform/contract/issues';

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export interface RequestInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The fetch arguments for one route: path parameters filled in, query and body attached. */
export function requestFor(route: Pick<RouteDef, 'method' | 'path'>, input?: RequestInput): FetchArgs {
  const { params, query, body } = input ?? {};
  const path = route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
  return { url: `${path}${queryString(query)}`, method: route.method, body };
}

/** The message and field issues of a failed request, whatever failed. */
export function errorOf(error: unknown): { message: string; issues: FieldIssue[]; status?: number; code?: string } {
  const e = error as { status?: number | string; data?: { message?: string; issues?: FieldIssue[]; code?: string } } | undefined;
  return {
    message: e?.data?.message ?? (typeof e?.status === 'string' ? 'Network error' : 'Something went wrong'),
    issues: e?.data?.issues ?? [],
    code: e?.data?.code,
    status: typeof e?.status === 'number' ? e.status : undefined,
  };
}
