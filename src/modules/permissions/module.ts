import { defineModule } from '@/platform/module';
import { permissionsContract } from './contract';
import { permissionsMigrations } from './migrations';
import { seedPermissions } from './seed';
import * as permissions from './service';

export const permissionsModule = defineModule({
  name: 'permissions',
  contract: permissionsContract,
  migrations: permissionsMigrations,
  seedShared: seedPermissions,
  handlers: {
    list: (ctx, { query }) => permissions.listPermissions(ctx, query),
    add: (ctx, { body }) => permissions.addPermission(ctx, body.name),
    rename: (ctx, { body }) => permissions.renamePermission(ctx, body.id, body.name),
    remove: (ctx, { body }) => permissions.deletePermission(ctx, body.id),
  },
});
