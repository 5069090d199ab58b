import { accountSettingsContract } from './contract';

/** The tabs' forms validate with their endpoints' own schemas; only the lazily loaded forms import this file. */
export const generalForm = accountSettingsContract.saveGeneral.body.omit({ lang: true });
export const infoForm = accountSettingsContract.saveInfo.body;
export const socialForm = accountSettingsContract.saveSocial.body;
export const notificationsForm = accountSettingsContract.saveNotifications.body;
export const cardForm = accountSettingsContract.addCard.body;
export const addressForm = accountSettingsContract.addAddress.body;
/** The modal that edits the person in one go: the account row and, of the info tab, country and phone. */
export const profileForm = generalForm.extend({ country: infoForm.shape.country, phone: infoForm.shape.phone });
