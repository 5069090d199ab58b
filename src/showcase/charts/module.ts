import { defineModule } from '@/platform/module';
import { chartsContract } from './contract';
import { chartsMigrations } from './migrations';
import { chartData } from './service';

export const chartsModule = defineModule({
  name: 'charts',
  contract: chartsContract,
  migrations: chartsMigrations,
  handlers: {
    data: (ctx, { query }) => chartData(ctx, query.kind),
  },
});
