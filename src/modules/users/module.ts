import { defineModule } from '@/platform/module';
import { contactsSearch } from './search-provider';
import { inviteAccount } from '@/platform/auth/recovery';
import { usersContract } from './contract';
import * as events from './events';
import { rolesContract } from './roles-contract';
import * as roles from './roles-service';
import { seedUsers } from './seed';
import { usersMigrations } from './migrations';
import * as users from './service';

export const usersModule = defineModule({
  name: 'users',
  contract: { ...usersContract, ...rolesContract },
  migrations: usersMigrations,
  seedShared: seedUsers,
  searchProviders: [contactsSearch],
  handlers: {
    list: (ctx, { query }) => users.listUsers(ctx, query),
    stats: (ctx) => users.userStats(ctx),
    exportList: (ctx, { query }) => users.exportUsers(ctx, query),
    add: (ctx, { body }) => users.addUser(ctx, body.user, inviteAccount),
    user: (ctx, { query }) => users.getUser(ctx, query.id),
    update: (ctx, { body }) => users.updateUser(ctx, body.id, body.fields),
    updateStatus: (ctx, { body }) => users.setStatus(ctx, body.id, body.status),
    activity: (ctx, { query }) => events.listActivity(ctx, query.id),
    security: (ctx, { query }) => events.getSecurity(ctx, query.id),
    twoFactor: (ctx, { body }) => events.resetTwoFactor(ctx, body.id),
    remove: (ctx, { body }) => users.deleteUser(ctx, body.id),
    roles: (ctx) => roles.listRoles(ctx),
    addRole: (ctx, { body }) => roles.addRole(ctx, body.role),
    updateRole: (ctx, { body }) => roles.updateRole(ctx, body.id, body.role),
    roleActivity: (ctx, { query }) => roles.roleActivity(ctx, query.id),
  },
});
