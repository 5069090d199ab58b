import type { EndpointSchemas, Routes } from './define-endpoint';

type Merge<A, B> = { [K in keyof A | keyof B]: K extends keyof B ? B[K] : K extends keyof A ? A[K] : never };

/** Schemas named after no route are a type error (a route without schemas already is one). */
type NoExtra<S, R> = { [K in Exclude<keyof S, keyof R>]: never };

/**
 * Joins a module's routes with their zod schemas: every route gets its schemas and no schema lacks a
 * route. The result reads like one record per endpoint (`contract.list.method`, `contract.list.query`).
 */
export function defineContract<const R extends Routes, S extends { [K in keyof R]: EndpointSchemas }>(
  routes: R,
  schemas: S & NoExtra<S, R>,
): { [K in keyof R]: Merge<R[K], S[K]> } {
  const names = new Set([...Object.keys(routes), ...Object.keys(schemas)]);
  const contract: Record<string, unknown> = {};
  for (const name of names) {
    if (!routes[name] || !(schemas as Record<string, EndpointSchemas | undefined>)[name]) throw new Error(`Endpoint "${name}" needs both a route and its schemas`);
    contract[name] = { ...routes[name], ...(schemas as Record<string, EndpointSchemas>)[name] };
  }
  return contract as { [K in keyof R]: Merge<R[K], S[K]> };
}
