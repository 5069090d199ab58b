import type { z } from 'zod';
import type { RouteDef } from './define-routes';

export type { Access, Action, Method, RouteDef, Routes, Subject } from './define-routes';

/** The schemas of one endpoint; its route (method, path, access) comes from the module's routes file. */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Success status, 200 unless said. */
  status?: number;
  /**
   * The endpoint answers a file rather than JSON: 'text/csv' from a `FileAnswer`, streamed as it comes; 'stored' from
   * a `StoredFileAnswer`, sent with the file's own type.
   */
  file?: 'text/csv' | 'stored';
  /** Largest body accepted, in bytes, when more than the server's default (an upload). */
  bodyLimit?: number;
  summary?: string;
}

/** One endpoint as the server, the OpenAPI document and the typed client see it. */
export interface EndpointDef extends RouteDef, EndpointSchemas {}

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
