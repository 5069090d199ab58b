// `npm run dev:pg`: `npm run dev` on a throwaway PostgreSQL (the same kind the tests use), created empty,
// migrated and seeded by the server, and stopped and deleted when this stops (Ctrl-C) or the dev server ends.
// Extra arguments go to the development server's environment as they do for `npm run dev`.
import { spawn } from 'node:child_process';
import { createTestDatabase, startTestPostgres } from './test-postgres.mjs';

const cluster = await startTestPostgres();
let url;
try {
  url = await createTestDatabase(cluster, 'tablero');
} catch (error) {
  await cluster.stop();
  throw error;
}
console.log(`PostgreSQL for development: DATABASE_URL=${url}`);

const dev = spawn(process.execPath, ['scripts/dev.mjs'], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } });

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (dev.exitCode === null && dev.signalCode === null) {
    dev.kill('SIGTERM');
    await new Promise((resolve) => dev.once('exit', resolve));
  }
  await cluster.stop();
  console.log('PostgreSQL for development stopped and deleted.');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));
dev.on('exit', (code) => void stop(code ?? 0));
