import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { sql, type Kysely } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db, MigrationList } from '@/platform/db/database';
import { isSqlite } from '@/platform/db/sql';
import { postgresPool } from '@/platform/db/engines/postgres';

/** An incoming `x-request-id` is kept when it looks like an id (a proxy's or a client's); else a new one. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

interface OpsOptions {
  db: Db;
  migrations: MigrationList;
  metricsToken?: string;
  /** Addresses and ranges, or `loopback`; empty means the token only. */
  metricsAllow: string[];
  openStreams: () => number;
  /** On PostgreSQL: whether the event listener's connection is up. */
  eventListener?: () => boolean;
}

const READY_TIMEOUT_MS = 2_000;

function allowList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address, bits] = entry.split('/');
    const family = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

function allowed(list: BlockList, ip: string): boolean {
  // IPv4 clients of a dual-stack socket show up as ::ffff:a.b.c.d.
  const address = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(address)) return list.check(address, 'ipv4');
  return isIPv6(address) && list.check(address, 'ipv6');
}

const digestOf = (text: string) => createHash('sha256').update(text).digest();

/**
 * Operations endpoints, outside /api and outside the API's documentation:
 * - GET /healthz: the process answers.
 * - GET /readyz: the database answers and every migration this build knows is applied (else 503),
 *   what a load balancer asks before sending traffic.
 * - GET /metrics: Prometheus text; with `Authorization: Bearer METRICS_TOKEN`, or from an address of
 *   METRICS_ALLOW (loopback by default).
 * Also: every answer carries its request id in `x-request-id`, and requests are counted and timed per
 * route pattern (never the raw address, which would make one series per id).
 */
export function registerOps(app: FastifyInstance, options: OpsOptions) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, per route pattern, method and status', labelNames, registers: [registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, per route pattern, method and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'tablero_event_streams_open',
    help: 'Server-Sent Event streams open on this instance',
    registers: [registry],
    collect() {
      this.set(options.openStreams());
    },
  });
  const pool = postgresPool(options.db);
  const engine = isSqlite(options.db) ? 'sqlite' : 'postgres';
  new Gauge({
    name: 'tablero_db_pool_connections',
    help: 'Database connections of this instance by state (PostgreSQL pool; SQLite has one connection, never waited for)',
    labelNames: ['engine', 'state'],
    registers: [registry],
    collect() {
      if (pool) {
        this.set({ engine, state: 'total' }, pool.totalCount);
        this.set({ engine, state: 'idle' }, pool.idleCount);
        this.set({ engine, state: 'waiting' }, pool.waitingCount);
      } else {
        this.set({ engine, state: 'total' }, 1);
        this.set({ engine, state: 'idle' }, 1);
        this.set({ engine, state: 'waiting' }, 0);
      }
    },
  });
  new Gauge({
    name: 'tablero_db_size_bytes',
    help: 'Size of the database (the SQLite file, or the PostgreSQL database)',
    labelNames: ['engine'],
    registers: [registry],
    async collect() {
      this.set({ engine }, await databaseSize(options.db).catch(() => Number.NaN));
    },
  });
  if (options.eventListener) {
    const up = options.eventListener;
    new Gauge({
      name: 'tablero_event_listener_up',
      help: "1 while this instance's PostgreSQL LISTEN connection for live events is open",
      registers: [registry],
      collect() {
        this.set(up() ? 1 : 0);
      },
    });
  }

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  const hidden = { hide: true };
  app.get('/healthz', { schema: hidden }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: hidden }, async (_request, reply) => {
    const checks = await readiness(options.db, options.migrations);
    const body = { status: checks.database && checks.migrations ? 'ready' : 'not ready', checks: { ...checks, ...(options.eventListener && { eventListener: options.eventListener() }) } };
    return reply.status(body.status === 'ready' ? 200 : 503).header('cache-control', 'no-store').send(body);
  });

  const allow = allowList(options.metricsAllow);
  const tokenDigest = options.metricsToken ? digestOf(options.metricsToken) : null;
  const refuse = (reply: FastifyReply, status: 401 | 403, message: string) => {
    if (status === 401) reply.header('www-authenticate', 'Bearer realm="metrics"');
    return reply.status(status).send({ message });
  };
  app.get('/metrics', { schema: hidden }, async (request: FastifyRequest, reply) => {
    const header = request.headers.authorization;
    if (header !== undefined) {
      const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
      if (!tokenDigest || !timingSafeEqual(digestOf(given), tokenDigest)) return refuse(reply, 401, 'Invalid metrics token');
    } else if (!allowed(allow, request.ip)) {
      return tokenDigest ? refuse(reply, 401, 'The metrics need a bearer token') : refuse(reply, 403, 'Metrics are not open to this address');
    }
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
  });

  return { registry };
}

async function readiness(db: Db, migrations: MigrationList) {
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), READY_TIMEOUT_MS).unref());
  let database = false;
  let migrated = false;
  try {
    await Promise.race([sql`select 1`.execute(db), timeout]);
    database = true;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const rows = await Promise.race([(db as Kysely<any>).selectFrom('kysely_migration').select('name').execute(), timeout]);
    const applied = new Set(rows.map((r: { name: string }) => r.name));
    migrated = Object.keys(migrations).every((name) => applied.has(name));
  } catch {
    // Not ready: the body says which check failed.
  }
  return { database, migrations: migrated };
}

async function databaseSize(db: Db): Promise<number> {
  if (isSqlite(db)) {
    const [count] = (await sql<{ page_count: number }>`pragma page_count`.execute(db)).rows;
    const [size] = (await sql<{ page_size: number }>`pragma page_size`.execute(db)).rows;
    return Number(count.page_count) * Number(size.page_size);
  }
  const [row] = (await sql<{ size: number }>`select pg_database_size(current_database())::bigint as size`.execute(db)).rows;
  return Number(row.size);
}
