import type { z } from 'zod';

export type Action = 'manage' | 'read' | 'create' | 'update' | 'delete';
export type Subject = string;
/** What an endpoint needs: nothing (public), any signed-in user, or one ability. */
export type Access = 'public' | 'signed-in' | { action: Action; subject: Subject };

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointDef {
  method: Method;
  /** Path below `/api`, Fastify style (`/apps/todo/tasks/:id`). */
  path: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Success status, 200 unless said. */
  status?: number;
  summary?: string;
}

/** Declares one endpoint: the single source for server routes, the demo backend and the typed client. */
export function defineEndpoint<const E extends EndpointDef>(endpoint: E): E {
  return endpoint;
}

type InferOr<T, Fallback> = T extends z.ZodType ? z.infer<T> : Fallback;

/** What a caller sends: the union of params, query and body (each only when declared). */
export type EndpointInput<E extends EndpointDef> = (E['params'] extends z.ZodType ? { params: z.input<E['params']> } : unknown) &
  (E['query'] extends z.ZodType ? { query: z.input<E['query']> } : unknown) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : unknown);

/** What a handler receives after validation (defaults applied). */
export type EndpointParsed<E extends EndpointDef> = {
  params: InferOr<E['params'], Record<string, never>>;
  query: InferOr<E['query'], Record<string, never>>;
  body: InferOr<E['body'], undefined>;
};

export type EndpointResponse<E extends EndpointDef> = z.infer<E['response']>;

export type Contract = Record<string, EndpointDef>;
