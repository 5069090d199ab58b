import { roleName } from '@/web/i18n/role-name';
import { formatDate } from '@/web/i18n/i18n';

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** Under a message group: the time today, the date and time before that (in the reader's language). */
export function messageTime(iso: string, now = new Date()): string {
  const when = new Date(iso);
  if (sameDay(when, now)) return formatDate(when, { timeStyle: 'short' });
  const year = when.getFullYear() === now.getFullYear() ? undefined : 'numeric';
  return formatDate(when, { day: 'numeric', month: 'short', year, hour: '2-digit', minute: '2-digit' });
}

/** In the chat list: the time today, the day before that. */
export function listTime(iso: string, now = new Date()): string {
  const when = new Date(iso);
  return sameDay(when, now) ? formatDate(when, { timeStyle: 'short' }) : formatDate(when, { day: 'numeric', month: 'short' });
}

/** Built-in account roles read in the reader's language; a job title or a role someone named is shown as written. */
export const roleLabel = roleName;
