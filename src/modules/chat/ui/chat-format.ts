import { formatDate } from '@/web/i18n/i18n';

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** Under a message group: the time today, the date and time before that (in the reader's language). */
export function messageTime(iso: string, now = new Date()): string {
  const when = new Date(iso);
  return sameDay(when, now) ? formatDate(when, { timeStyle: 'short' }) : formatDate(when, { dateStyle: 'medium', timeStyle: 'short' });
}

/** In the chat list: the time today, the day before that. */
export function listTime(iso: string, now = new Date()): string {
  const when = new Date(iso);
  return sameDay(when, now) ? formatDate(when, { timeStyle: 'short' }) : formatDate(when, { day: 'numeric', month: 'short' });
}
