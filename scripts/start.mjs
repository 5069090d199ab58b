// `npm start`: builds the app when the build is missing or older than the sources, then runs the server.
// SIGINT or SIGTERM stops the server (it finishes the requests it is serving) and then this process.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serverArgs } from './server-command.mjs';

const outputs = ['dist/web/index.html', 'dist/server/main.js'];
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'vite.server.config.ts', 'package.json'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const builtAt = Math.min(...outputs.map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)));
if (builtAt === 0 || Math.max(...sources.map(newest)) > builtAt) {
  console.log('Building Tablero (first start or sources changed)…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, serverArgs(), { stdio: 'inherit' });
// The server stops itself on the signal (and gives up after a grace period), so we only pass it on and wait.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
