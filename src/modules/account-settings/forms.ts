import { accountSettingsContract } from './contract';

/** The tabs' forms validate with their endpoints' own schemas; only the lazily loaded forms import this file. */
export const generalForm = accountSettingsContract.saveGeneral.body.omit({ lang: true });
export const infoForm = accountSettingsContract.saveInfo.body;
export const socialForm = accountSettingsContract.saveSocial.body;
export const notificationsForm = accountSettingsContract.saveNotifications.body;
