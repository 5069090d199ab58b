// `npm run dev`: the API server (rebuilt once) on :3000 and Vite's dev server with hot reload in front of it.
import { spawn, spawnSync } from 'node:child_process';

const built = spawnSync('npm', ['run', 'build:server'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const children = [
  spawn(process.execPath, ['dist/server/main.js'], { stdio: 'inherit', env: { CHECK_RESPONSES: 'on', ...process.env, PORT: '3000', WEB_ROOT: 'none' } }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => { stop(); process.exit(code ?? 0); }));
