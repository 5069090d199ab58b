import { defineModule } from '@/platform/module';
import { apiKeysContract } from './contract';
import * as keys from './service';

export const apiKeysModule = defineModule({
  name: 'api-keys',
  contract: apiKeysContract,
  migrations: {},
  handlers: {
    list: (ctx) => keys.listKeys(ctx),
    create: (ctx, { body }) => keys.createKey(ctx, body),
    revoke: (ctx, { body }) => keys.revokeKey(ctx, body.id),
  },
});
