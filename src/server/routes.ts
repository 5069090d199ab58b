import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { EndpointDef } from '@/platform/contract/define-endpoint';
import { fileAnswerHeaders, type FileAnswer, type StoredFileAnswer } from '@/platform/contract/file-answer';
import type { SessionUser } from '@/platform/auth/context';
import { authorize, userOfAuthorization } from '@/platform/auth/authorize';
import type { TokenSettings } from '@/platform/auth/tokens';
import type { Db } from '@/platform/db/database';
import { listMemory } from '@/platform/db/list-memory';
import type { BackendModule, Handler } from '@/platform/module';
import { refuseDuringMaintenance } from './maintenance';

interface RouteOptions {
  db: Db;
  tokens: TokenSettings;
  loginRateLimit: number;
  /** PUBLIC_URL, handed to every service call: mailed links start with it. */
  publicUrl?: string;
  /** MAINTENANCE=on: only full-access accounts are served (see maintenance.ts). */
  maintenance?: boolean;
  /** On PostgreSQL: after a change, the other instances forget what they remember of the lists and sessions. */
  forgetElsewhere?: () => void;
}

/** Who sends the request (see userOfAuthorization). */
export const sessionUser = (request: FastifyRequest, db: Db, tokens: TokenSettings): Promise<SessionUser | null> =>
  userOfAuthorization(db, tokens, request.headers.authorization);

/** Endpoints that take a secret, send mail or store what anyone sends: limited per address like sign-in. */
const RATE_LIMITED = new Set(['/jwt/login', '/jwt/register', '/jwt/two-steps', '/auth/forgot-password', '/auth/reset-password', '/auth/verify-email', '/auth/change-password', '/auth/two-factor/disable', '/coming-soon/subscribe']);

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

/** A file answer, streamed: the browser saves it under its name. */
function sendFile(reply: FastifyReply, status: number, type: string, file: FileAnswer) {
  return reply.status(status).headers(fileAnswerHeaders(file, type)).header('cache-control', 'no-store').send(Readable.from(file.chunks));
}

/**
 * A stored file (an upload), with its own type. Its address is unguessable and never reused, so it may be kept;
 * `nosniff` (set for every answer) and the sandbox stop a browser from running it as anything but what it is.
 */
function sendStoredFile(reply: FastifyReply, file: StoredFileAnswer) {
  return reply
    .status(200)
    .type(file.contentType)
    .header('cache-control', 'private, max-age=31536000, immutable')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', 'inline')
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}

/**
 * Registers every endpoint the modules declare, validated in and out by its own zod schemas.
 * Who asks is settled in `onRequest`, before the body is read or anything validated: an anonymous
 * caller gets 401 and a role without the ability 403 whatever it sends, so no schema leaks.
 */
export function registerModuleRoutes(app: FastifyInstance, modules: BackendModule[], options: RouteOptions) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  app.decorateRequest('sessionUser', null);
  for (const module of modules) {
    for (const [name, endpoint] of Object.entries(module.contract) as [string, EndpointDef][]) {
      const handler = module.handlers[name] as Handler<EndpointDef>;
      const status = endpoint.status ?? 200;
      const limited = RATE_LIMITED.has(endpoint.path);
      typed.route({
        method: endpoint.method,
        url: `/api${endpoint.path}`,
        schema: {
          tags: [module.name],
          summary: endpoint.summary,
          ...(endpoint.params && { params: endpoint.params }),
          ...(endpoint.query && { querystring: endpoint.query }),
          ...(endpoint.body && { body: endpoint.body }),
          // A file is written as it is produced, not serialised: only JSON answers have a response schema.
          ...(endpoint.file ? {} : { response: { [status]: endpoint.response } }),
          ...(endpoint.access === 'public' ? {} : { security: [{ bearer: [] }] }),
          // Who may call it, read by the authorisation matrix test and by API clients.
          'x-access': endpoint.access,
        },
        ...(endpoint.bodyLimit && { bodyLimit: endpoint.bodyLimit }),
        config: limited ? { rateLimit: { max: options.loginRateLimit, timeWindow: '1 minute' } } : {},
        onRequest: async (request, reply) => {
          request.sessionUser = await sessionUser(request, options.db, options.tokens);
          if (options.maintenance) refuseDuringMaintenance(endpoint.path, request.sessionUser, reply);
          authorize(endpoint.access, request.sessionUser);
        },
        handler: async (request, reply) => {
          const client = { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
          const ctx = { db: options.db, user: request.sessionUser, now: new Date(), client, publicUrl: options.publicUrl } as Parameters<Handler<EndpointDef>>[0];
          try {
            const result = await handler(ctx, {
              params: (request.params ?? {}) as never,
              query: (request.query ?? {}) as never,
              body: request.body as never,
            });
            if (endpoint.file === 'stored') return sendStoredFile(reply, result as StoredFileAnswer);
            if (endpoint.file) return sendFile(reply, status, endpoint.file, result as FileAnswer);
            return reply.status(status).send(result);
          } finally {
            // Once a change is committed, no list total or session read while it ran may be kept, here or elsewhere.
            if (endpoint.method !== 'GET') {
              listMemory(options.db)?.forget();
              options.forgetElsewhere?.();
            }
          }
        },
      });
    }
  }
}
