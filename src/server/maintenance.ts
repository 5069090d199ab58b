import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionUser } from '@/platform/auth/context';
import { AppError } from '@/platform/contract/errors';

/** The `code` of the 503 answered while the site is under maintenance; the browser shows its page on it. */
export const MAINTENANCE_CODE = 'maintenance';
/** How long a client is told to wait before asking again, in seconds. */
export const MAINTENANCE_RETRY_SECONDS = 300;

/** What still answers for everyone during maintenance: signing in and out, keeping and reading the session. */
const OPEN_DURING_MAINTENANCE = new Set(['/jwt/login', '/jwt/two-steps', '/jwt/refresh-token', '/jwt/logout', '/jwt/me', '/status']);

export class UnderMaintenance extends AppError {
  constructor() {
    super(503, 'Tablero is under maintenance. Please try again later.', undefined, { code: MAINTENANCE_CODE });
  }
}

/**
 * While maintenance is on, only accounts with full access (`manage all`) work as usual; everyone else gets
 * 503 for everything but the session's own endpoints. Called once the caller is known, before its access is judged,
 * so an anonymous call to a closed endpoint says "maintenance" rather than 401.
 */
export function refuseDuringMaintenance(path: string, user: SessionUser | null, reply: FastifyReply): void {
  if (OPEN_DURING_MAINTENANCE.has(path)) return;
  if (user?.ability.can('manage', 'all')) return;
  void reply.header('retry-after', String(MAINTENANCE_RETRY_SECONDS));
  throw new UnderMaintenance();
}

export const statusAnswer = z.object({ maintenance: z.boolean() });

/** `GET /api/status`: public, and open during maintenance, so the browser can tell when it is over. */
export function registerStatusRoute(app: FastifyInstance, maintenance: boolean) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/status',
    {
      schema: { tags: ['ops'], summary: 'Whether the site is under maintenance', response: { 200: statusAnswer }, 'x-access': 'public' },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { maintenance };
    },
  );
}
