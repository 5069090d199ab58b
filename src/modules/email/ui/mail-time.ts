import { formatDate } from '@/web/i18n/i18n';

/** Today: the hour; this year: day and month; older: the full date. In the reader's language. */
export function mailTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (date.toDateString() === now.toDateString()) return formatDate(date, { hour: '2-digit', minute: '2-digit' });
  if (date.getFullYear() === now.getFullYear()) return formatDate(date, { day: 'numeric', month: 'short' });
  return formatDate(date, { dateStyle: 'medium' });
}
