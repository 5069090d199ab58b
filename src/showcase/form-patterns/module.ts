import { defineModule } from '@/platform/module';
import { formPatternsContract } from './contract';
import { formPatternsMigrations } from './migrations';
import * as forms from './service';

export const formPatternsModule = defineModule({
  name: 'form-patterns',
  contract: formPatternsContract,
  migrations: formPatternsMigrations,
  handlers: {
    accounts: (ctx, { query }) => forms.listAccounts(ctx, query.source),
    addAccount: (ctx, { body }) => forms.addAccount(ctx, body),
    register: (ctx, { body }) => forms.register(ctx, body),
    wizard: (ctx, { body }) => forms.wizard(ctx, body),
    teams: (ctx) => forms.listTeams(ctx),
    addTeam: (ctx, { body }) => forms.addTeam(ctx, body),
  },
});
