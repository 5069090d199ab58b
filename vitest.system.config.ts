import { defineConfig } from 'vitest/config';

// Load, crash, stop and backup tests: they run the built server (dist/server/main.js) as a process,
// on SQLite and on a throwaway PostgreSQL, so they come after `npm run build`.
export default defineConfig({
  test: {
    include: ['tests/system/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // One file at a time: each drives a server with 50 writers, and two cores are all there is.
    fileParallelism: false,
    globalSetup: ['tests/system/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
