import { DEMO_ACCOUNTS } from '@/platform/auth/seed';
import { buildApp } from './app';
import { configFromEnv } from './config';

/** How long requests still open after a stop signal may run before the process exits anyway. */
const STOP_GRACE_MS = 8_000;

const config = configFromEnv();
const { app, seeded } = await buildApp(config);
await app.listen({ port: config.port, host: config.host });

const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
console.log(`\nTablero is running at http://${shown}:${config.port}`);
if (seeded) console.log('A new database was created and filled with sample data.');
if (config.sampleData) {
  console.log('Demo logins:');
  for (const demo of DEMO_ACCOUNTS) console.log(`  ${demo.role.padEnd(6)}  ${demo.email} / ${demo.password}`);
} else {
  console.log('Started without sample data: the first account to register becomes the administrator.');
}

// Stopping: no new connections, requests already running finish, open event streams end,
// then the database closes. A second signal (Ctrl-C sends one to `npm start` and one to us) changes nothing.
let stopping = false;
function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping Tablero…`);
  const overdue = setTimeout(() => {
    console.error(`Requests were still open ${STOP_GRACE_MS / 1000} s after ${signal}; exiting anyway.`);
    process.exit(1);
  }, STOP_GRACE_MS);
  overdue.unref();
  app.close().then(
    () => {
      console.log('Tablero stopped.');
      process.exit(0);
    },
    (error: unknown) => {
      console.error('Stopping failed:', error);
      process.exit(1);
    },
  );
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));
