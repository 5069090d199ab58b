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
    chatsAndContacts: (ctx) => chat.chatsAndContacts(ctx),
    getChat: (ctx, { query }) => chat.getChat(ctx, query.id),
    sendMessage: (ctx, { body }) => chat.sendMessage(ctx, body),
  },
});
