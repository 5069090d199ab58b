import { sql, type Kysely } from 'kysely';
import type { MigrationList } from '@/platform/db/database';
import { createSearchIndex } from '@/platform/db/search';
import { withColumn, withId } from '@/platform/db/sql';
import { EMPLOYEE_SEARCH } from './search';

/** Text columns sort case-insensitively; each sort reads an index in exactly its order, the id breaking ties. */
export const TEXT_SORTS = ['full_name', 'post', 'email', 'city'] as const;
/** Numbers and ISO dates sort as stored; their indexes also serve the range filters. */
export const PLAIN_SORTS = ['start_date', 'salary', 'age', 'experience', 'status'] as const;

export const datatablesMigrations: MigrationList = {
  '2026_11_27_1700_datatable_employees': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withId(db, db.schema.createTable('datatable_employees'))
        .addColumn('responsive_id', 'text', (c) => c.notNull())
        .addColumn('avatar', 'text', (c) => c.notNull())
        .addColumn('full_name', 'text', (c) => c.notNull())
        .addColumn('post', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('salary', 'integer', (c) => c.notNull())
        .addColumn('age', 'integer', (c) => c.notNull())
        .addColumn('experience', 'integer', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .execute();
      for (const column of TEXT_SORTS) {
        await sql`create index ${sql.id(`datatable_employees_${column}`)} on datatable_employees (lower(${sql.ref(column)}), id) ${withColumn(db, column)}`.execute(db);
      }
      for (const column of PLAIN_SORTS) {
        await sql`create index ${sql.id(`datatable_employees_${column}`)} on datatable_employees (${sql.ref(column)}, id)`.execute(db);
      }
      await createSearchIndex(db, EMPLOYEE_SEARCH);
    },
  },
};
