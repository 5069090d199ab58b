import type { TFunction } from 'i18next';
import { seededName, type SeededNames } from '@/web/i18n/seeded-name';
import type { Notification } from '../contract';
import { NOTIFICATION_SAMPLES } from '../samples';

const TITLES: SeededNames = { scope: 'notifications.samples.titles', names: Object.fromEntries(NOTIFICATION_SAMPLES.map((s) => [s.key, s.title])) };
const BODIES: SeededNames = { scope: 'notifications.samples.bodies', names: Object.fromEntries(NOTIFICATION_SAMPLES.map((s) => [s.key, s.body])) };

/** A notification's words on screen: a sample's in the page's language, any other as written. */
export const notificationText = (t: TFunction, item: Pick<Notification, 'title' | 'body'>) => ({ title: seededName(t, TITLES, item.title), body: seededName(t, BODIES, item.body) });
