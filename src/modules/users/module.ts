import { defineModule } from '@/platform/module';
import { usersContract } from './contract';
import { usersMigrations } from './migrations';
import { seedUsers } from './seed';
import * as users from './service';

export const usersModule = defineModule({
  name: 'users',
  contract: usersContract,
  migrations: usersMigrations,
  seedShared: seedUsers,
  handlers: {
    list: (ctx, { query }) => users.listUsers(ctx, query),
    add: (ctx, { body }) => users.addUser(ctx, body.user),
    remove: (ctx, { body }) => users.deleteUser(ctx, body.id),
  },
});
