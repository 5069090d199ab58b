import { defineModule } from '@/platform/module';
import { componentsContract } from './contract';
import { componentsMigrations } from './migrations';
import { seedAutocompleteTitles } from './seed';
import * as components from './service';

/** The components showcase's backend: the auto-complete page's suggestions. */
export const componentsModule = defineModule({
  name: 'showcase-components',
  contract: componentsContract,
  migrations: componentsMigrations,
  seedShared: seedAutocompleteTitles,
  handlers: {
    autoComplete: (ctx, { query }) => components.autoComplete(ctx, query),
  },
});
