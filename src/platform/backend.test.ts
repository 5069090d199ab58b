import { describe, expect, it } from 'vitest';
import { createSqliteDb } from '@/platform/db/engines/sqlite';
import { composeBackend, type BackendOptions } from './backend';
import type { BackendModule } from './module';

const tokens = { secret: 'a-secret-for-this-test', accessTtlSeconds: 900, refreshTtlSeconds: 3600, rememberTtlSeconds: 7200 };
const settings = { tokens, registration: true, registerRole: 'client', accountLoginLimit: { failures: 10, windowSeconds: 900 }, sampleData: true };

/** Seeds a new database with modules `a` and `b`, which only note the scale their shared seed is given. */
async function seededScales(options: Partial<BackendOptions>) {
  const scales: Record<string, number> = {};
  const noting = (name: string) => ({ name, seedShared: async ({ scale }) => void (scales[name] = scale) }) as BackendModule;
  const db = createSqliteDb(':memory:');
  await composeBackend([noting('a'), noting('b')], { ...settings, ...options }).prepare(db);
  await db.destroy();
  return scales;
}

describe('SEED_SCALE and SEED_SCALE_ONLY', () => {
  it('scales every module without SEED_SCALE_ONLY, and only the named ones with it', async () => {
    expect(await seededScales({ seedScale: 5 })).toEqual({ a: 5, b: 5 });
    expect(await seededScales({ seedScale: 5, seedScaleOnly: ['b'] })).toEqual({ a: 1, b: 5 });
  });

  it('stops start-up when SEED_SCALE_ONLY names a module there is not', async () => {
    await expect(seededScales({ seedScale: 5, seedScaleOnly: ['tables'] })).rejects.toThrow(/SEED_SCALE_ONLY names no module: tables \(the modules: a, b\)/);
  });
});
