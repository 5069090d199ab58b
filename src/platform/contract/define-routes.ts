export type Action = 'manage' | 'read' | 'create' | 'update' | 'delete';
export type Subject = string;
/** What an endpoint needs: nothing (public), any signed-in user, or one ability. */
export type Access = 'public' | 'signed-in' | { readonly action: Action; readonly subject: Subject };

/** One area's abilities, for its endpoints and its pages alike: `accessTo('Invoice')('read')`. */
export const accessTo =
  <const S extends Subject>(subject: S) =>
  <const A extends Action>(action: A) =>
    ({ action, subject }) as const;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where an endpoint lives and who may call it: all a browser needs to call it, without zod. */
export interface RouteDef {
  method: Method;
  /** Path below `/api`, Fastify style (`/apps/todo/tasks/:id`). */
  path: string;
  access: Access;
}

export type Routes = Record<string, RouteDef>;

/** Declares a module's routes once; `contract.ts` adds the schemas with `defineContract`. */
export function defineRoutes<const R extends Routes>(routes: R): R {
  return routes;
}
