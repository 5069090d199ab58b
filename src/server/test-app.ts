import type { ServerConfig } from './config';
import { buildApp, serverBackend } from './app';
import { preparedTestDatabase } from './testing/test-database';

/** A server on a fresh database (in-memory SQLite, or PostgreSQL in a run on it), for `app.inject` tests. */
export async function createTestApp(overrides: Partial<ServerConfig> = {}) {
  const config: ServerConfig = {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: ':memory:',
    jwtSecret: 'test-secret-test-secret-test-secret',
    accessTtlSeconds: 900,
    refreshTtlSeconds: 7 * 24 * 3600,
    rememberTtlSeconds: 30 * 24 * 3600,
    trustProxy: false,
    registration: true,
    // Module tests register second administrators to check what each account sees of its own.
    registerRole: 'admin',
    loginRateLimit: 1000,
    accountLoginLimit: 10,
    sampleData: true,
    seedScale: 1,
    logger: false,
    // No mail timer: a test delivers with `mail.deliverDue()` or sets its own interval.
    mailIntervalMs: 0,
    checkResponses: true,
    ...overrides,
  };
  const { sampleData, seedScale, seedScaleOnly } = config;
  const fresh = overrides.databaseUrl ? undefined : await preparedTestDatabase({ sampleData, seedScale, seedScaleOnly }, (db) => serverBackend(config).prepare(db));
  const { app, db, mail } = await buildApp({ ...config, databaseUrl: fresh?.url ?? config.databaseUrl }, fresh?.db);
  await app.ready();

  async function login(email = 'admin@demo.com', password = email.startsWith('admin') ? 'admin' : 'client') {
    const res = await app.inject({ method: 'POST', url: '/api/jwt/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
    const session = res.json() as { accessToken: string; refreshToken: string; userData: { id: number } };
    return { ...session, headers: { authorization: `Bearer ${session.accessToken}` } };
  }

  return { app, db, mail, login };
}
