import { defineRoutes } from '@/platform/contract/define-routes';

/** Largest avatar accepted, in bytes ("Allowed JPG, GIF or PNG. Max size of 800K"). */
export const AVATAR_MAX_BYTES = 800 * 1024;
export const SOCIAL_NETWORKS = ['facebook', 'twitter', 'google', 'linkedIn', 'instagram', 'quora'] as const;
export const CONNECTION_IDS = ['google', 'slack', 'github', 'mailchimp'] as const;
/** How many cards and addresses one account keeps. */
export const MAX_CARDS = 10;
export const MAX_ADDRESSES = 10;
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'other'] as const;
export const ADDRESS_KINDS = ['home', 'office'] as const;
export const NOTIFICATION_FLAGS = ['commentOnArticle', 'answerOnForm', 'followMe', 'newAnnouncements', 'productUpdates', 'blogDigest'] as const;

/** The signed-in person's own settings (SPEC: account settings), each tab read together and saved on its own. */
export const accountSettingsRoutes = defineRoutes({
  data: { method: 'GET', path: '/account-setting/data', access: 'signed-in' },
  saveGeneral: { method: 'POST', path: '/account-setting/general', access: 'signed-in' },
  saveInfo: { method: 'POST', path: '/account-setting/info', access: 'signed-in' },
  saveSocial: { method: 'POST', path: '/account-setting/social', access: 'signed-in' },
  setConnection: { method: 'POST', path: '/account-setting/connections', access: 'signed-in' },
  saveNotifications: { method: 'POST', path: '/account-setting/notifications', access: 'signed-in' },
  uploadAvatar: { method: 'POST', path: '/account-setting/avatar', access: 'signed-in' },
  resetAvatar: { method: 'POST', path: '/account-setting/avatar/reset', access: 'signed-in' },
  cards: { method: 'GET', path: '/account-setting/cards', access: 'signed-in' },
  addCard: { method: 'POST', path: '/account-setting/cards', access: 'signed-in' },
  removeCard: { method: 'POST', path: '/account-setting/cards/remove', access: 'signed-in' },
  addresses: { method: 'GET', path: '/account-setting/addresses', access: 'signed-in' },
  addAddress: { method: 'POST', path: '/account-setting/addresses', access: 'signed-in' },
  removeAddress: { method: 'POST', path: '/account-setting/addresses/remove', access: 'signed-in' },
});
