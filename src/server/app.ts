import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { composeBackend } from '@/platform/backend';
import type { Db } from '@/platform/db/database';
import { createDb } from '@/platform/db/engines';
import { setHtmlWindow } from '@/platform/html/sanitize-html';
import { businessModules } from '@/modules/registry';
import { showcaseModules } from '@/showcase/registry';
import { DEFAULT_MAIL_FROM, type ServerConfig } from './config';
import { registerErrorHandler } from './errors';
import { registerEventRoutes } from './events';
import { registerOps, requestIdOf } from './ops';
import { startPgEventRelay } from './pg-event-bus';
import { databaseRateLimitStore } from './rate-limit-store';
import { eventBus } from '@/platform/events/bus';
import { sharedSigningSecret } from '@/platform/auth/signing-secret';
import type { TokenSettings } from '@/platform/auth/tokens';
import { startMailDelivery } from './mail-delivery';
import { registerModuleRoutes } from './routes';
import { registerStatusRoute } from './maintenance';
import { answerSerializer } from './serializer';
import { docsPolicy, inlineScriptHashes, registerSecurityHeaders } from './security-headers';

const tokenSettings = (config: ServerConfig): TokenSettings => ({
  secret: config.jwtSecret,
  accessTtlSeconds: config.accessTtlSeconds,
  refreshTtlSeconds: config.refreshTtlSeconds,
  rememberTtlSeconds: config.rememberTtlSeconds,
});

/** Every module, composed with the server's settings. */
export function serverBackend(config: ServerConfig, tokens: TokenSettings = tokenSettings(config)) {
  return composeBackend([...businessModules, ...showcaseModules], {
    tokens,
    registration: config.registration,
    registerRole: config.registerRole,
    accountLoginLimit: { failures: config.accountLoginLimit, windowSeconds: 15 * 60 },
    sampleData: config.sampleData,
    seedScale: config.seedScale,
    seedScaleOnly: config.seedScaleOnly,
  });
}

/** Builds the whole server (API and, when built, the web app) without listening: tests call `inject` on it. */
export async function buildApp(config: ServerConfig, existingDb?: Db) {
  // Services sanitise stored HTML with DOMPurify, which needs a DOM: the server's is jsdom, loaded the first time
  // (only writing mail does), as it adds some 60 MB to the process.
  setHtmlWindow(() => {
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as typeof import('jsdom');
    return new JSDOM('').window as unknown as Window & typeof globalThis;
  });
  const db = existingDb ?? createDb(config.databaseUrl);
  const tokens = tokenSettings(config);
  const backend = serverBackend(config, tokens);
  const { seeded } = await backend.prepare(db);
  // The same object the auth module holds: set before the first request is served.
  if (!tokens.secret) tokens.secret = await sharedSigningSecret(db);

  const trusted = config.trustProxy;
  const app = Fastify({
    // JSON lines; every line of a request carries its id (`reqId`), errors of the services included.
    logger: config.logger ? { level: 'info', ...(config.logStream && { stream: config.logStream }) } : false,
    genReqId: requestIdOf,
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // Off unless configured: otherwise anyone could pick their own address (and rate-limit bucket) with X-Forwarded-For.
    // A hop count trusts that many proxies in front of the server, whoever they are.
    trustProxy: typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted,
    exposeHeadRoutes: false,
    // On stop: idle keep-alive connections close at once, requests arriving meanwhile get 503.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // A path the router cannot decode (`%ZZ`) answers like every other bad input: JSON with a message.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      void reply.status(400).send({ message: `Invalid address: ${error.message}` });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer(config.checkResponses ?? false));
  registerErrorHandler(app);
  const mail = startMailDelivery({ db, log: app.log, smtpUrl: config.smtpUrl, from: config.mailFrom ?? DEFAULT_MAIL_FROM, intervalMs: config.mailIntervalMs });
  // A request that changed something may have queued mail: look now rather than at the next tick.
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') mail.wake();
  });
  // On PostgreSQL, live events reach the streams of every instance on the database.
  const isPostgres = /^postgres(ql)?:\/\//.test(config.databaseUrl);
  const relay = isPostgres ? await startPgEventRelay({ url: config.databaseUrl, db, bus: eventBus, log: app.log }) : null;
  app.addHook('onClose', async () => {
    await relay?.stop();
    await mail.stop();
    await db.destroy();
  });

  const indexFile = config.webRoot && join(config.webRoot, 'index.html');
  const hasWeb = Boolean(indexFile && existsSync(indexFile));
  await registerSecurityHeaders(app, { scriptHashes: hasWeb ? inlineScriptHashes(readFileSync(indexFile!, 'utf8')) : [] });
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    // Counted in the database: instances on one database share each budget.
    store: databaseRateLimitStore(db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Tablero API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: docsPolicy });

  registerModuleRoutes(app, backend.modules, {
    db,
    tokens,
    loginRateLimit: config.loginRateLimit,
    publicUrl: config.publicUrl,
    maintenance: config.maintenance,
    forgetElsewhere: relay ? () => relay.forgetElsewhere() : undefined,
  });
  registerStatusRoute(app, config.maintenance ?? false);
  const events = registerEventRoutes(app, { db, tokens });
  registerOps(app, {
    db,
    migrations: backend.migrations,
    metricsToken: config.metricsToken,
    metricsAllow: config.metricsAllow ?? ['loopback'],
    openStreams: events.openStreams,
    eventListener: relay ? relay.listening : undefined,
  });

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webRoot!,
      wildcard: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    // The web app owns every other path (client-side routes); `/api` and all below it answer JSON 404s.
    const isApi = path === '/api' || path.startsWith('/api/');
    if (hasWeb && request.method === 'GET' && !isApi && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: `Not found: ${request.method} ${path}` });
  });

  return { app, db, seeded, mail };
}
