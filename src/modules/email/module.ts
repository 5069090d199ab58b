import { defineModule } from '@/platform/module';
import { filesSearch } from './search-provider';
import { emailContract } from './contract';
import { emailMigrations } from './migrations';
import { seedEmailForAccount } from './seed';
import * as email from './service';

export const emailModule = defineModule({
  name: 'email',
  contract: emailContract,
  migrations: emailMigrations,
  seedAccount: seedEmailForAccount,
  searchProviders: [filesSearch],
  handlers: {
    list: (ctx, { query }) => email.listEmails(ctx, query),
    get: (ctx, { query }) => email.getEmail(ctx, query),
    paginate: (ctx, { query }) => email.paginateEmail(ctx, query),
    update: (ctx, { body }) => email.updateEmails(ctx, body),
    updateLabel: (ctx, { body }) => email.toggleLabel(ctx, body.emailIds, body.label),
    send: (ctx, { body }) => email.sendEmail(ctx, body),
    saveDraft: (ctx, { body }) => email.saveDraft(ctx, body),
    contacts: (ctx, { query }) => email.listContacts(ctx, query.q),
  },
});
