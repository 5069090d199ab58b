import type { Kysely, Migration } from 'kysely';

/**
 * The tables of the whole product. Empty here on purpose: each module adds its own tables with
 * `declare module '@/platform/db/database' { interface Database { ... } }` beside its code.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}

export type Db = Kysely<Database>;

/** Migrations keyed by a frozen, timestamp-prefixed name; listed statically so a browser bundle can run them too. */
export type MigrationList = Record<string, Migration>;

/** Booleans are stored as 0/1 integers so SQLite and PostgreSQL rows read the same. */
export type Flag = 0 | 1;
