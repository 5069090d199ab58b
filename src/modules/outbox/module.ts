import { defineModule } from '@/platform/module';
import { outboxContract } from './contract';
import * as outbox from './service';

// The outbox table belongs to the platform (src/platform/mail), which every flow that sends mail writes to.
export const outboxModule = defineModule({
  name: 'outbox',
  contract: outboxContract,
  migrations: {},
  handlers: {
    list: (ctx, { query }) => outbox.listMessages(ctx, query),
    get: (ctx, { query }) => outbox.getMessage(ctx, query.id),
  },
});
