import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '@/platform/db/database';
import { countHit, readHits, sweepHits } from '@/platform/rate-limits/counter';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0] & { routeInfo?: { method?: string | string[]; url?: string } };

const SWEEP_EVERY_MS = 60_000;

/**
 * The rate limiter's counts kept in the database (table `rate_limits`) instead of each process's memory:
 * every instance on the database spends the same budget. A route's budget is its own (method and path
 * in the key), as with the plugin's in-memory store.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  const sweepNow = (now: Date) => {
    if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now.getTime();
    void sweepHits(db, now).catch(() => undefined);
  };

  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly scope = 'global',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      const now = new Date();
      sweepNow(now);
      countHit(db, `${this.scope}|${key}`, timeWindow, now).then(
        ({ hits, ttl }) => callback(null, { current: hits, ttl }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback) {
      readHits(db, `${this.scope}|${key}`).then(
        ({ hits, ttl }) => callback(null, { current: hits, ttl }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: RouteOptions) {
      const info = routeOptions.routeInfo ?? {};
      const method = Array.isArray(info.method) ? info.method.join(',') : (info.method ?? '');
      return new DatabaseStore(routeOptions, `${method} ${info.url ?? routeOptions.path ?? ''}`.trim());
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
