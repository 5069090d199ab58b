import { sql } from 'kysely';
import type { Db, MigrationList } from '@/platform/db/database';
import { BULK_LOAD, isSqlite } from '@/platform/db/sql';
import { migrateToLatest } from '@/platform/db/migrate';
import { createRandom } from '@/platform/db/random';
import { gatherStatistics } from '@/platform/db/statistics';
import { seedDemoAccounts } from '@/platform/auth/seed';
import { authModule } from '@/platform/auth/module';
import { filesModule } from '@/platform/files/module';
import type { AuthSettings } from '@/platform/auth/service';
import type { BackendModule, SeedContext } from '@/platform/module';

export interface BackendOptions extends Omit<AuthSettings, 'onAccountCreated'> {
  /** Whether a new database gets the demo accounts and sample data (and new accounts their personal samples). */
  sampleData: boolean;
  /** 1 = the spec's sample volumes; larger for load tests. */
  seedScale?: number;
  /** The modules (by name) seedScale applies to; the others keep the sample volumes. All of them when absent. */
  seedScaleOnly?: string[];
}

/** Everything a backend (the Node server or the in-browser demo) needs, composed from the modules. */
export function composeBackend(businessModules: BackendModule[], options: BackendOptions) {
  const unknown = options.seedScaleOnly?.filter((name) => !businessModules.some((m) => m.name === name));
  if (unknown?.length) throw new Error(`SEED_SCALE_ONLY names no module: ${unknown.join(', ')} (the modules: ${businessModules.map((m) => m.name).join(', ')})`);
  const scaleOf = (module: BackendModule) => (!options.seedScaleOnly || options.seedScaleOnly.includes(module.name) ? (options.seedScale ?? 1) : 1);
  const seedContext = (db: Db, now: Date, salt: number, module: BackendModule): SeedContext => ({
    db,
    now,
    random: createRandom(20261122 + salt),
    scale: scaleOf(module),
  });

  const seedAccount = async (db: Db, accountId: number, now: Date) => {
    for (const m of businessModules) await m.seedAccount?.(seedContext(db, now, accountId, m), accountId);
  };

  const { sampleData, seedScale: _, seedScaleOnly: __, ...authSettings } = options;
  const auth = authModule({ ...authSettings, onAccountCreated: sampleData ? seedAccount : undefined });
  const modules: BackendModule[] = [auth, filesModule, ...businessModules];
  const migrations: MigrationList = Object.assign({}, ...modules.map((m) => m.migrations));

  /** Migrates, and on an empty database (unless sample data is off) seeds the demo accounts and all sample data. */
  async function prepare(db: Db, now = new Date()): Promise<{ seeded: boolean }> {
    await migrateToLatest(db, migrations);
    if (!sampleData) return { seeded: false };
    const existing = await db.selectFrom('accounts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (Number(existing.n) > 0) return { seeded: false };
    await db.transaction().execute(async (trx) => {
      // On SQLite the triggers kept the sums as the rows went in: nothing to refill.
      const bulk = !isSqlite(trx);
      if (bulk) await sql`select set_config(${BULK_LOAD}, 'on', true)`.execute(trx);
      const accountIds = await seedDemoAccounts(trx, now);
      for (const m of businessModules) await m.seedShared?.(seedContext(trx, now, 0, m));
      for (const id of accountIds) await seedAccount(trx, id, now);
      if (bulk) for (const m of businessModules) await m.refill?.(trx);
    });
    await gatherStatistics(db);
    return { seeded: true };
  }

  return { modules, migrations, prepare };
}
