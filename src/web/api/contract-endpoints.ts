import type { EndpointBuilder, MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query/react';
import type { Contract, EndpointInput, EndpointResponse } from '@/platform/contract/define-endpoint';
import type { RouteDef } from '@/platform/contract/define-routes';
import type { TagType } from './api-slice';
import type { baseQueryWithReauth } from './base-query';
import { requestFor, type RequestInput } from './request';

type BaseQuery = typeof baseQueryWithReauth;
type Build = EndpointBuilder<BaseQuery, TagType, 'api'>;

type Plain<T> = T extends readonly unknown[] ? never : T extends object ? T : never;

/** Dotted paths into an endpoint's input, `query`, `body.task`, `body.board.title` (arrays are leaves). */
export type InputPath<T, Depth extends unknown[] = []> = Depth['length'] extends 4
  ? never
  : { [K in keyof T & string]: K | (Plain<NonNullable<T[K]>> extends never ? never : `${K}.${InputPath<Plain<NonNullable<T[K]>>, [...Depth, 1]>}`) }[keyof T & string];

export type AtPath<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? AtPath<NonNullable<T[Head]>, Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

/** How a hook's argument becomes the endpoint's input: none, a dotted path it fills, or a function. */
type ArgSpec<In, Arg> = InputPath<In> | ((arg: Arg) => In);

type QueryOptions<Arg, Result> = Omit<QueryDefinition<Arg, BaseQuery, TagType, Result, 'api'>, 'type' | 'query' | 'queryFn'>;
type MutationOptions<Arg, Result> = Omit<MutationDefinition<Arg, BaseQuery, TagType, Result, 'api'>, 'type' | 'query' | 'queryFn'>;

/** `'body.task'` and an argument `t` make `{ body: { task: t } }`. */
function nest(path: string, value: unknown): RequestInput {
  return path
    .split('.')
    .reverse()
    .reduce<unknown>((inner, key) => ({ [key]: inner }), value) as RequestInput;
}

function toRequest(route: RouteDef, spec: ArgSpec<never, never> | ((arg: never) => unknown) | undefined) {
  return (arg: unknown) => {
    const input = spec === undefined ? undefined : typeof spec === 'function' ? (spec as (a: unknown) => RequestInput)(arg) : nest(spec, arg);
    return requestFor(route, input);
  };
}

/**
 * RTK Query endpoints built from a module's routes (the only runtime part) and typed by its contract
 * (`import type`): result and argument types come from the contract entry, so no zod reaches the page.
 *
 *   const todo = contractEndpoints<typeof todoContract>(build, todoRoutes);
 *   todoTasks: todo.query('list', 'query', { providesTags: ['Todo'] }),     // argument: the query
 *   deleteTodoTask: todo.mutation('remove', 'body.taskId', { ... }),        // argument: body.taskId
 *   chat: todo.query('getChat', (id: number) => ({ query: { id } })),       // any other shape
 */
export function contractEndpoints<C extends Contract>(build: Build, routes: { [K in keyof C]: Pick<C[K], 'method' | 'path'> }) {
  function query<K extends keyof C & string>(name: K, spec?: undefined, options?: QueryOptions<void, EndpointResponse<C[K]>>): QueryDefinition<void, BaseQuery, TagType, EndpointResponse<C[K]>, 'api'>;
  function query<K extends keyof C & string, const P extends InputPath<EndpointInput<C[K]>>>(
    name: K,
    spec: P,
    options?: QueryOptions<AtPath<EndpointInput<C[K]>, P>, EndpointResponse<C[K]>>,
  ): QueryDefinition<AtPath<EndpointInput<C[K]>, P>, BaseQuery, TagType, EndpointResponse<C[K]>, 'api'>;
  function query<K extends keyof C & string, Arg>(
    name: K,
    spec: (arg: Arg) => EndpointInput<C[K]>,
    options?: QueryOptions<Arg, EndpointResponse<C[K]>>,
  ): QueryDefinition<Arg, BaseQuery, TagType, EndpointResponse<C[K]>, 'api'>;
  function query(name: string, spec?: string | ((arg: never) => unknown), options?: object): unknown {
    return build.query<unknown, unknown>({ ...options, query: toRequest(routes[name] as RouteDef, spec as never) });
  }

  function mutation<K extends keyof C & string>(name: K, spec?: undefined, options?: MutationOptions<void, EndpointResponse<C[K]>>): MutationDefinition<void, BaseQuery, TagType, EndpointResponse<C[K]>, 'api'>;
  function mutation<K extends keyof C & string, const P extends InputPath<EndpointInput<C[K]>>>(
    name: K,
    spec: P,
    options?: MutationOptions<AtPath<EndpointInput<C[K]>, P>, EndpointResponse<C[K]>>,
  ): MutationDefinition<AtPath<EndpointInput<C[K]>, P>, BaseQuery, TagType, EndpointResponse<C[K]>, 'api'>;
  function mutation<K extends keyof C & string, Arg>(
    name: K,
    spec: (arg: Arg) => EndpointInput<C[K]>,
    options?: MutationOptions<Arg, EndpointResponse<C[K]>>,
  ): MutationDefinition<Arg, BaseQuery, TagType, EndpointResponse<C[K]>, 'api'>;
  function mutation(name: string, spec?: string | ((arg: never) => unknown), options?: object): unknown {
    return build.mutation<unknown, unknown>({ ...options, query: toRequest(routes[name] as RouteDef, spec as never) });
  }

  return { query, mutation };
}
