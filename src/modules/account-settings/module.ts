import { defineModule } from '@/platform/module';
import { accountSettingsContract } from './contract';
import { accountSettingsMigrations } from './migrations';
import * as settings from './service';
import * as avatar from './avatar';
import * as billing from './billing-service';

export const accountSettingsModule = defineModule({
  name: 'account-settings',
  contract: accountSettingsContract,
  migrations: accountSettingsMigrations,
  handlers: {
    data: (ctx) => settings.getSettings(ctx),
    saveGeneral: (ctx, { body }) => settings.saveGeneral(ctx, body),
    saveInfo: (ctx, { body }) => settings.saveInfo(ctx, body),
    saveSocial: (ctx, { body }) => settings.saveSocial(ctx, body),
    setConnection: (ctx, { body }) => settings.setConnection(ctx, body),
    saveNotifications: (ctx, { body }) => settings.saveNotifications(ctx, body),
    uploadAvatar: (ctx, { body }) => avatar.uploadAvatar(ctx, body),
    resetAvatar: (ctx) => avatar.resetAvatar(ctx),
    cards: (ctx) => billing.listCards(ctx),
    addCard: (ctx, { body }) => billing.addCard(ctx, body),
    removeCard: (ctx, { body }) => billing.removeCard(ctx, body.id),
    addresses: (ctx) => billing.listAddresses(ctx),
    addAddress: (ctx, { body }) => billing.addAddress(ctx, body),
    removeAddress: (ctx, { body }) => billing.removeAddress(ctx, body.id),
  },
});
