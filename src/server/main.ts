import { DEMO_ACCOUNTS } from '@/platform/auth/seed';
import { buildApp } from './app';
import { configFromEnv } from './config';

const config = configFromEnv();
const { app, seeded } = await buildApp(config);
await app.listen({ port: config.port, host: config.host });

const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
console.log(`\nTablero is running at http://${shown}:${config.port}`);
if (seeded) console.log('A new database was created and filled with sample data.');
console.log('Demo logins:');
for (const demo of DEMO_ACCOUNTS) console.log(`  ${demo.role.padEnd(6)}  ${demo.email} / ${demo.password}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
