import type { z } from 'zod';
import { authorize, userOfAuthorization } from '@/platform/auth/authorize';
import type { TokenSettings } from '@/platform/auth/tokens';
import type { EndpointDef } from '@/platform/contract/define-endpoint';
import { AppError, type ErrorBody } from '@/platform/contract/errors';
import { fileAnswerHeaders, type FileAnswer, type StoredFileAnswer } from '@/platform/contract/file-answer';
import { issueFromZod, valueAt, type ZodIssueLike } from '@/platform/contract/issues';
import type { Db } from '@/platform/db/database';
import { listMemory } from '@/platform/db/list-memory';
import type { BackendModule, Handler } from '@/platform/module';

interface Route {
  endpoint: EndpointDef;
  handler: Handler<EndpointDef>;
  /** The path's segments; `:name` ones take a value. */
  segments: string[];
}

export interface DispatchOptions {
  db: Db;
  tokens: TokenSettings;
  /** Where mailed links point: the page's own origin. */
  publicUrl: string;
}

/** A JSON answer, as the server writes one. */
export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

class BadInput extends Error {
  constructor(readonly body: ErrorBody) {
    super(body.message);
  }
}

/** One part of the request checked against its schema, as the server's validator does (same issue paths and codes). */
function parsePart(schema: z.ZodType | undefined, part: 'params' | 'query' | 'body', sent: unknown): unknown {
  if (!schema) return part === 'body' ? undefined : {};
  const result = schema.safeParse(sent);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => {
    const keys = issue.path.map(String);
    return issueFromZod(issue as unknown as ZodIssueLike, valueAt(sent, keys), keys.length ? `${part}.${keys.join('.')}` : part);
  });
  throw new BadInput({ message: `${issues[0]!.path}: ${issues[0]!.message}`, issues });
}

/** A query string as the server reads one: a key sent twice is a list. */
function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of search) {
    const before = query[key];
    query[key] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return query;
}

function fileResponse(status: number, type: string, file: FileAnswer): Response {
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const encoder = new TextEncoder();
      for await (const chunk of file.chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
  return new Response(body, { status, headers: fileAnswerHeaders(file, type) });
}

/**
 * Answers `/api` requests in the page the way the server does, from the same contracts and handlers: who asks
 * (401), the ability (403), then params, body and query against the endpoint's schemas (400 naming the field), then
 * the service; domain errors become their status codes and anything else a 500 that says nothing of the cause.
 */
export function createDispatcher(modules: BackendModule[], options: DispatchOptions) {
  const routes: Route[] = modules.flatMap((module) =>
    (Object.entries(module.contract) as [string, EndpointDef][]).map(([name, endpoint]) => ({
      endpoint,
      handler: module.handlers[name] as Handler<EndpointDef>,
      segments: `/api${endpoint.path}`.split('/'),
    })),
  );

  const match = (method: string, path: string) => {
    const segments = path.split('/');
    for (const route of routes) {
      if (route.endpoint.method !== method || route.segments.length !== segments.length) continue;
      const params: Record<string, string> = {};
      const fits = route.segments.every((segment, i) => {
        if (segment.startsWith(':')) {
          params[segment.slice(1)] = decodeURIComponent(segments[i]!);
          return segments[i] !== '';
        }
        return segment === segments[i];
      });
      if (fits) return { route, params };
    }
    return null;
  };

  return async function dispatch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    let found: ReturnType<typeof match>;
    try {
      found = match(request.method, url.pathname);
    } catch {
      return json(400, { message: `Invalid address: ${url.pathname}` });
    }
    if (!found) return json(404, { message: `Not found: ${request.method} ${url.pathname}` });
    const { route, params } = found;
    const { endpoint } = route;
    try {
      const user = await userOfAuthorization(options.db, options.tokens, request.headers.get('authorization') ?? undefined);
      authorize(endpoint.access, user);
      const text = await request.text();
      let sentBody: unknown;
      try {
        sentBody = text ? JSON.parse(text) : undefined;
      } catch {
        return json(400, { message: 'Body is not valid JSON' });
      }
      const input = {
        params: parsePart(endpoint.params, 'params', params),
        body: parsePart(endpoint.body, 'body', sentBody),
        query: parsePart(endpoint.query, 'query', queryObject(url.searchParams)),
      };
      const client = { ip: '127.0.0.1', userAgent: globalThis.navigator?.userAgent ?? '' };
      const ctx = { db: options.db, user, now: new Date(), client, publicUrl: options.publicUrl } as Parameters<Handler<EndpointDef>>[0];
      const result = await route.handler(ctx, input as never);
      const status = endpoint.status ?? 200;
      if (endpoint.file === 'stored') {
        const file = result as StoredFileAnswer;
        return new Response(file.bytes as Uint8Array<ArrayBuffer>, { status: 200, headers: { 'content-type': file.contentType } });
      }
      if (endpoint.file) return fileResponse(status, endpoint.file, result as FileAnswer);
      return json(status, result);
    } catch (error) {
      if (error instanceof BadInput) return json(400, error.body);
      if (error instanceof AppError) return json(error.status, { message: error.message, issues: error.issues, ...error.body });
      console.error(`${request.method} ${url.pathname}:`, error);
      return json(500, { message: 'Internal server error' });
    } finally {
      if (endpoint.method !== 'GET') listMemory(options.db)?.forget();
    }
  };
}
