import type { TestProject } from 'vitest/node';
import { startTestPostgres } from '../../scripts/test-postgres.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: { url: string };
  }
}

/** One throwaway PostgreSQL cluster for the whole run; each test makes its own database in it. */
export default async function setup(project: TestProject) {
  const cluster = await startTestPostgres();
  project.provide('postgres', { url: cluster.url });
  return () => cluster.stop();
}
