import type { z } from 'zod';
import type { AccountSettingsRow } from './tables';
import { CONNECTION_IDS, NOTIFICATION_FLAGS, SOCIAL_NETWORKS, type notificationsBody } from './contract';

type Notifications = z.infer<typeof notificationsBody>;

/** The spec's notification defaults: on for comments, answers, announcements and product updates; off for the rest. */
export const DEFAULT_NOTIFICATIONS: Notifications = {
  commentOnArticle: true,
  answerOnForm: true,
  followMe: false,
  newAnnouncements: true,
  productUpdates: true,
  blogDigest: false,
};

/** Each notification's column. */
export const FLAG_COLUMNS = {
  commentOnArticle: 'comment_on_article',
  answerOnForm: 'answer_on_form',
  followMe: 'follow_me',
  newAnnouncements: 'new_announcements',
  productUpdates: 'product_updates',
  blogDigest: 'blog_digest',
} as const satisfies Record<(typeof NOTIFICATION_FLAGS)[number], keyof AccountSettingsRow>;

/** The connected services' pictures, drawn here (public/images/connections). */
export const connectionImage = (id: (typeof CONNECTION_IDS)[number]) => `/images/connections/${id}.svg`;

export const emptyLinks = () => Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, ''])) as Record<(typeof SOCIAL_NETWORKS)[number], string>;

/** A stored JSON value, read defensively: a row written by an older version reads as the defaults. */
export function parseJson<T>(text: string | undefined, fallback: T): T {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}
