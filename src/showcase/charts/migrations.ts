import type { Kysely } from 'kysely';
import type { MigrationList } from '@/platform/db/database';
import { chartPoints } from './chart-points';

export const chartsMigrations: MigrationList = {
  '2026_11_27_1700_showcase_chart_points': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('showcase_chart_points')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('series', 'text', (c) => c.notNull())
        .addColumn('series_order', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('value', 'real', (c) => c.notNull())
        .addPrimaryKeyConstraint('showcase_chart_points_pk', ['kind', 'series', 'position'])
        .execute();
      await db.insertInto('showcase_chart_points').values(chartPoints()).execute();
    },
  },
};
