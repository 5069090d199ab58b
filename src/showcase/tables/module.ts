import { defineModule } from '@/platform/module';
import { datatablesContract } from './contract';
import { exportEmployees, exportSelectedEmployees } from './export-service';
import { datatablesMigrations } from './migrations';
import { seedEmployees } from './seed';
import { initialData, listEmployees } from './service';

/** The data-table pages' employee table: read, searched, filtered, sorted, paged and exported in SQL. */
export const datatablesModule = defineModule({
  name: 'datatables',
  contract: datatablesContract,
  migrations: datatablesMigrations,
  seedShared: seedEmployees,
  handlers: {
    initialData: (ctx) => initialData(ctx),
    data: (ctx, { query }) => listEmployees(ctx, query),
    exportAll: (ctx, { query }) => exportEmployees(ctx, query),
    exportSelected: (ctx, { body }) => exportSelectedEmployees(ctx, body),
  },
});
