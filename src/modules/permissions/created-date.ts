const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The spec's created-date text, e.g. '14 Apr 2021, 8:43 PM' (UTC, so every server writes the same). */
export function formatCreatedDate(date: Date): string {
  const hours = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The moment a created-date text stands for (it is UTC), so the interface can write it in its own language; null when it is not one. */
export function parseCreatedDate(text: string): Date | null {
  const match = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4}), (\d{1,2}):(\d{2}) (AM|PM)$/.exec(text.trim());
  const month = match ? MONTHS.indexOf(match[2]) : -1;
  if (!match || month < 0) return null;
  const hours = (Number(match[4]) % 12) + (match[6] === 'PM' ? 12 : 0);
  const date = new Date(Date.UTC(Number(match[3]), month, Number(match[1]), hours, Number(match[5])));
  return date.getUTCDate() === Number(match[1]) ? date : null;
}
