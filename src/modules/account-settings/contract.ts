import { z } from 'zod';
import { defineContract } from '@/platform/contract/define-contract';
import { linkUrl, multiLine, singleLine } from '@/platform/contract/text';
import { registerBody, userData } from '@/platform/auth/contract';
import { mailLanguage } from '@/platform/auth/recovery-contract';
import { AVATAR_MAX_BYTES, CONNECTION_IDS, NOTIFICATION_FLAGS, SOCIAL_NETWORKS, accountSettingsRoutes } from './routes';
import { COUNTRY_CODES } from './countries';
import { address, addressBody, card, cardBody, removeBody } from './billing-contract';

/** The general tab: what the account row holds (the same rules as registration for username and e-mail). */
export const generalBody = z.object({
  username: registerBody.shape.username,
  fullName: singleLine().min(1, 'Full name is required').max(80),
  email: registerBody.shape.email,
  company: singleLine().max(80),
  /** The language of the check mailed to a new address (the UI's). */
  lang: mailLanguage,
});

const webAddress = linkUrl()
  .max(200)
  .refine((v) => v === '' || /^https?:\/\//i.test(v), { message: 'Use an https or http address', params: { code: 'invalid_url' } })
  .meta({ examples: ['https://example.com/perfil'] });

export const infoBody = z.object({
  bio: multiLine().max(500),
  dob: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Use a date such as 1990-05-31')
    .refine((v) => v === '' || (!Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)), { message: 'No such date', params: { code: 'invalid_date' } })
    .refine((v) => v === '' || (v >= '1900-01-01' && v <= new Date().toISOString().slice(0, 10)), { message: 'Use a date between 1900 and today', params: { code: 'date_out_of_range' } })
    .meta({ examples: ['1990-05-31'] }),
  country: z.union([z.literal(''), z.enum(COUNTRY_CODES as [string, ...string[]])], { error: 'Choose a country from the list' }),
  website: webAddress,
  phone: singleLine()
    .max(30)
    .refine((v) => v === '' || (/^\+?[\d\s().-]+$/.test(v) && (v.match(/\d/g) ?? []).length >= 6), { message: 'Use digits, spaces and + ( ) - only, at least 6 digits', params: { code: 'invalid_phone' } })
    .meta({ examples: ['+34 600 123 456'] }),
});

export const socialLinks = z.object(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, webAddress])) as Record<(typeof SOCIAL_NETWORKS)[number], typeof webAddress>);
export const socialBody = z.object({ socialLinks });

export const connection = z.object({ id: z.enum(CONNECTION_IDS), profileImg: z.string(), connected: z.boolean() });
export const connectionBody = z.object({ id: z.enum(CONNECTION_IDS), connected: z.boolean() });

export const notificationsBody = z.object(Object.fromEntries(NOTIFICATION_FLAGS.map((flag) => [flag, z.boolean()])) as Record<(typeof NOTIFICATION_FLAGS)[number], z.ZodBoolean>);

/** base64 of the picture's bytes (at most 800 KB decoded): its type is told by its content, never by a name. */
export const avatarBody = z.object({
  file: z
    .string()
    .min(1, 'Choose a picture')
    .max(Math.ceil(AVATAR_MAX_BYTES / 3) * 4 + 1024)
    // The start of a PNG: what the type check reads.
    .meta({ examples: ['iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='] }),
});

export const accountSettings = z.object({
  general: z.object({ avatar: z.string().nullable(), username: z.string(), fullName: z.string(), email: z.string(), emailVerified: z.boolean(), company: z.string() }),
  info: z.object({ bio: z.string(), dob: z.string(), country: z.string(), website: z.string(), phone: z.string() }),
  social: z.object({ socialLinks: z.object(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, z.string()])) as Record<(typeof SOCIAL_NETWORKS)[number], z.ZodString>), connections: z.array(connection) }),
  notifications: notificationsBody,
});
export type AccountSettings = z.infer<typeof accountSettings>;

const withUser = <T extends z.ZodRawShape>(shape: T) => z.object({ ...shape, userData });

export * from './routes';
export const accountSettingsContract = defineContract(accountSettingsRoutes, {
  data: { response: accountSettings, summary: "The signed-in account's settings, every tab (defaults where never saved)" },
  saveGeneral: {
    body: generalBody,
    response: withUser({ general: accountSettings.shape.general }),
    summary: 'Saves name, username, e-mail and company; a new e-mail is unconfirmed until the link mailed to it is opened',
  },
  saveInfo: { body: infoBody, response: z.object({ info: accountSettings.shape.info }), summary: 'Saves bio, birth date, country, website and phone' },
  saveSocial: { body: socialBody, response: z.object({ social: accountSettings.shape.social }), summary: 'Saves the links to the six social networks (each an address or empty)' },
  setConnection: { body: connectionBody, response: z.object({ social: accountSettings.shape.social }), summary: 'Connects or disconnects one of the four services' },
  saveNotifications: { body: notificationsBody, response: z.object({ notifications: notificationsBody }), summary: 'Saves which notifications are sent' },
  uploadAvatar: {
    body: avatarBody,
    bodyLimit: 2 * 1024 * 1024,
    response: withUser({ general: accountSettings.shape.general }),
    summary: 'A new avatar: PNG, JPEG, WebP or GIF (told by content; SVG refused), at most 800 KB, sent as base64',
  },
  resetAvatar: { response: withUser({ general: accountSettings.shape.general }), summary: 'Removes the avatar (initials show instead)' },
  cards: { response: z.object({ cards: z.array(card) }), summary: "The signed-in account's payment cards, the primary first" },
  addCard: {
    body: cardBody,
    response: z.object({ card }),
    status: 201,
    summary: 'Saves a card (its brand, last four digits, holder and expiry; never the number or the security code)',
  },
  removeCard: { body: removeBody, response: z.object({ cards: z.array(card) }), summary: 'Removes one of the account’s cards; the next one becomes primary' },
  addresses: { response: z.object({ addresses: z.array(address) }), summary: "The signed-in account's addresses, the default first" },
  addAddress: { body: addressBody, response: z.object({ address }), status: 201, summary: 'Saves an address; the first one, or one marked so, becomes the default' },
  removeAddress: { body: removeBody, response: z.object({ addresses: z.array(address) }), summary: 'Removes one of the account’s addresses' },
});
