import { defineModule } from '@/platform/module';
import { comingSoonContract } from './contract';
import { comingSoonMigrations } from './migrations';
import * as launchList from './service';

export const comingSoonModule = defineModule({
  name: 'coming-soon',
  contract: comingSoonContract,
  migrations: comingSoonMigrations,
  handlers: {
    subscribe: (ctx, { body }) => launchList.subscribe(ctx, body),
  },
});
