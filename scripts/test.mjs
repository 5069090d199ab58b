// `npm test`: every check, in order, stopping at the first that fails; ends with one "N passed, N failed" line.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';

// Outside test-results/, which Playwright empties when it starts.
const reports = 'test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** The test files that run a server on a database (createTestApp): they run again on PostgreSQL. */
const databaseSuites = readdirSync('src', { recursive: true })
  .map((file) => `src/${file}`)
  .filter((file) => /\.test\.tsx?$/.test(file) && readFileSync(file, 'utf8').includes('createTestApp('));

// A step is one command, or a list of commands that run side by side (each mostly on one core).
const steps = [
  [
    ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
    ['lint', 'npx', ['eslint', '.']],
  ],
  ['unit, service and API tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${reports}/vitest.json`]],
  // The same service and API suites on a throwaway PostgreSQL (src/server/testing/global-setup.ts).
  ['service and API tests on PostgreSQL', 'npx', ['vitest', 'run', ...databaseSuites, '--reporter=default', '--reporter=json', `--outputFile=${reports}/vitest-postgres.json`], { TEST_ENGINE: 'postgres' }],
  ['build', 'npm', ['run', 'build']],
  [
    // The static demo: the end-to-end suite runs against it as a second project.
    ['demo build', 'npm', ['run', 'build:demo']],
    // And for a sub-path, as a static host may serve it (tests/e2e/demo-subpath.spec.ts).
    ['demo build under a sub-path', 'npm', ['run', 'build:demo', '--', '--base', '/tablero/', '--outDir', 'dist/demo-subpath']],
  ],
  // The built server as a process, on SQLite and on a throwaway PostgreSQL (scripts/test-postgres.mjs).
  ['load, crash, stop and backup tests', 'npx', ['vitest', 'run', '--config', 'vitest.system.config.ts', '--reporter=default', '--reporter=json', `--outputFile=${reports}/system.json`]],
  ['end-to-end tests (Chromium)', 'npx', ['playwright', 'test']],
];

function counts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const vitest of [`${reports}/vitest.json`, `${reports}/vitest-postgres.json`, `${reports}/system.json`]) {
    if (!existsSync(vitest)) continue;
    const r = JSON.parse(readFileSync(vitest, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  }
  const e2e = `${reports}/playwright.json`;
  if (existsSync(e2e)) {
    const s = JSON.parse(readFileSync(e2e, 'utf8')).stats;
    passed += s.expected;
    failed += s.unexpected;
    skipped += s.skipped;
  }
  return { passed, failed, skipped };
}

/** Runs one command; side by side with others, its output is held and printed whole when it ends. */
function run([name, command, args, env = {}], alone) {
  if (alone) console.log(`\n▶ ${name}`);
  const started = Date.now();
  const took = () => `(${Math.round((Date.now() - started) / 1000)} s)`;
  const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1', ...env } });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (!alone) console.log(`\n▶ ${name} ${took()}\n${Buffer.concat(output).toString()}`);
      else console.log(`■ ${name} ${took()}`);
      resolve(status === 0 ? null : name);
    });
  });
}

let failedStep = null;
for (const step of steps) {
  const together = Array.isArray(step[0]) ? step : [step];
  failedStep = (await Promise.all(together.map((command) => run(command, together.length === 1)))).find(Boolean) ?? null;
  if (failedStep) break;
}

const { passed, failed, skipped } = counts();
if (failedStep) console.log(`\n✖ ${failedStep} failed`);
console.log(`\n${passed} passed, ${failedStep && failed === 0 ? 1 : failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedStep ? 1 : 0);
