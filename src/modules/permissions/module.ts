import { defineModule } from '@/platform/module';
import { permissionsContract } from './contract';
import { seedPermissions } from './seed';
import * as permissions from './service';

export const permissionsModule = defineModule({
  name: 'permissions',
  contract: permissionsContract,
  migrations: {},
  seedShared: seedPermissions,
  handlers: {
    list: (ctx, { query }) => permissions.listPermissions(ctx, query),
    add: (ctx, { body }) => permissions.addPermission(ctx, body),
    rename: (ctx, { body }) => permissions.updatePermission(ctx, body.id, body),
    remove: (ctx, { body }) => permissions.deletePermission(ctx, body.id),
  },
});
