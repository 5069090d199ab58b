import { sql, SqliteAdapter, type Expression, type Kysely, type SqlBool, type CreateTableBuilder } from 'kysely';
import { likePattern } from '@/platform/contract/lists';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function isSqlite(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** An auto-generated integer primary key `id`, written the way each engine wants it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return isSqlite(db)
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : table.addColumn('id', 'serial', (c) => c.primaryKey());
}

/**
 * Case-insensitive substring match, the same on SQLite and PostgreSQL. On SQLite without ESCAPE unless the term
 * needs one: several times cheaper per row for a list that tests row after row. The column stays in lower(), so an
 * index on lower(column) answers the test without reading the row.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function containsText(db: Kysely<any>, column: Expression<unknown>, q: string): Expression<SqlBool> {
  if (isSqlite(db) && !/[\\%_]/.test(q)) return sql<SqlBool>`lower(${column}) like ${likePattern(q)}`;
  return sql<SqlBool>`lower(${column}) like ${likePattern(q)} escape '\\'`;
}

/**
 * A PostgreSQL setting that is on for the seed's one transaction only. Triggers that keep sums of other tables' rows
 * stand aside meanwhile: in one long transaction each row's update of the same few sums would leave ever longer
 * chains of row versions behind. The modules refill those sums once the rows are in (`BackendModule.refill`).
 * SQLite's triggers always run; it keeps no row versions.
 */
export const BULK_LOAD = 'tablero.bulk_load';
/** The first line of such a trigger function on PostgreSQL. */
export const standAsideInBulkLoad = sql`if current_setting(${sql.lit(BULK_LOAD)}, true) = 'on' then return coalesce(new, old); end if;`;

export const toFlag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/**
 * For an index on `lower(column)`: PostgreSQL reads a page of ids off the index alone (an index-only scan,
 * what keeps a deep page fast) only when the column itself is in the index too. SQLite needs nothing more.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function withColumn(db: Kysely<any>, column: string) {
  return isSqlite(db) ? sql`` : sql`include (${sql.ref(column)})`;
}
