import { sql } from 'kysely';
import type { Db, MigrationList } from '@/platform/db/database';
import { migrateToLatest } from '@/platform/db/migrate';
import { isSqlite } from '@/platform/db/sql';
import { createRandom } from '@/platform/db/random';
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
}

/** Everything a backend (the Node server or the in-browser demo) needs, composed from the modules. */
export function composeBackend(businessModules: BackendModule[], options: BackendOptions) {
  const seedContext = (db: Db, now: Date, salt: number): SeedContext => ({
    db,
    now,
    random: createRandom(20261122 + salt),
    scale: options.seedScale ?? 1,
  });

  const seedAccount = async (db: Db, accountId: number, now: Date) => {
    for (const m of businessModules) await m.seedAccount?.(seedContext(db, now, accountId), accountId);
  };

  const { sampleData, seedScale: _, ...authSettings } = options;
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
      const accountIds = await seedDemoAccounts(trx, now);
      for (const m of businessModules) await m.seedShared?.(seedContext(trx, now, 0));
      for (const id of accountIds) await seedAccount(trx, id, now);
    });
    // The planner's statistics, so that it picks between a list's sort index and a filter's index by how many rows each
    // keeps; on PostgreSQL the visibility map too, without which no page of ids is read off an index alone.
    if (isSqlite(db)) {
      // Row counts per index, not value histograms: with those SQLite plans a statement again each time it binds a
      // parameter compared with an indexed column, which cost every request more than the plans gained.
      await sql`analyze`.execute(db);
      const histograms = await sql`select 1 from sqlite_schema where name = 'sqlite_stat4'`.execute(db);
      if (histograms.rows.length > 0) {
        await sql`delete from sqlite_stat4`.execute(db);
        await sql`analyze sqlite_schema`.execute(db);
      }
    } else {
      await sql`vacuum analyze`.execute(db);
    }
    return { seeded: true };
  }

  return { modules, migrations, prepare };
}
