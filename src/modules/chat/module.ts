import { defineModule } from '@/platform/module';
import { chatContract } from './contract';
import { chatMigrations } from './migrations';
import { seedChatForAccount, seedChatMembers } from './seed';
import * as chat from './service';

export const chatModule = defineModule({
  name: 'chat',
  contract: chatContract,
  migrations: chatMigrations,
  seedShared: seedChatMembers,
  seedAccount: seedChatForAccount,
  handlers: {
    profileUser: (ctx) => chat.getProfileUser(ctx),
    updateProfileUser: (ctx, { body }) => chat.updateProfileUser(ctx, body),
    chatsAndContacts: (ctx, { query }) => chat.chatsAndContacts(ctx, query.q),
    getChat: (ctx, { query }) => chat.getChat(ctx, query.id, { before: query.before, limit: query.limit }),
    sendMessage: (ctx, { body }) => chat.sendMessage(ctx, body),
  },
});
