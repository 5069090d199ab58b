import { defineModule } from '@/platform/module';
import { authContract } from './contract';
import { authMigrations } from './migrations';
import { mailMigrations } from '@/platform/mail/migrations';
import * as auth from './service';

export function authModule(settings: auth.AuthSettings) {
  return defineModule({
    name: 'auth',
    contract: authContract,
    migrations: { ...authMigrations, ...mailMigrations },
    handlers: {
      login: (ctx, { body }) => auth.login(ctx, settings, body),
      register: (ctx, { body }) => auth.register(ctx, settings, body),
      refresh: (ctx, { body }) => auth.refresh(ctx, settings, body.refreshToken),
      logout: (ctx, { body }) => auth.logout(ctx, settings, body.refreshToken),
      me: (ctx) => auth.me(ctx),
    },
  });
}
