import { sql, type RawBuilder } from 'kysely';
import type { Db } from '@/platform/db/database';
import type { Range } from './routes';

const DAY = 86_400_000;

export interface Window {
  from: Date;
  to: Date;
  /** The period of the same length just before, to compare with. */
  prevFrom: Date;
  prevTo: Date;
}

/** Last 28 Days and Last Year end now; Last Month is the calendar month before this one (UTC). */
export function windowOf(now: Date, range: Range): Window {
  if (range === 'last-month') {
    const y = now.getUTCFullYear();
    const m = now.getUTCMonth();
    return { from: new Date(Date.UTC(y, m - 1, 1)), to: new Date(Date.UTC(y, m, 1)), prevFrom: new Date(Date.UTC(y, m - 2, 1)), prevTo: new Date(Date.UTC(y, m - 1, 1)) };
  }
  return lastDays(now, range === 'last-28-days' ? 28 : 365);
}

/** The last `days` whole days, today included (until tomorrow's midnight, UTC), and the same length before. */
export function lastDays(now: Date, days: number): Window {
  const to = tomorrow(now);
  const from = new Date(to.getTime() - days * DAY);
  return { from, to, prevFrom: new Date(from.getTime() - days * DAY), prevTo: from };
}

export const tomorrow = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));

/** The start of the month `back` months before now's. */
export const monthStart = (now: Date, back = 0) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
export const iso = (d: Date) => d.toISOString();
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The keys of a series' buckets: each day of a window up to 31 days, else each month it touches. */
export function bucketsOf(from: Date, to: Date): { size: 10 | 7; keys: string[] } {
  const keys: string[] = [];
  if (to.getTime() - from.getTime() <= 31 * DAY) {
    for (let t = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()); t < to.getTime(); t += DAY) keys.push(isoDate(new Date(t)));
    return { size: 10, keys };
  }
  for (let m = monthStart(from); m < to; m = new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 1))) keys.push(isoDate(m).slice(0, 7));
  return { size: 7, keys };
}

/** Numbers come back as strings from PostgreSQL's sum and count. */
export const num = (value: unknown) => Number(value ?? 0);
export const money = (cents: unknown) => Math.round(num(cents)) / 100;
/** Percent change from `before` to `now`, one decimal; 0 when there was nothing before. */
export const growth = (now: number, before: number) => (before ? Math.round(((now - before) / before) * 1000) / 10 : 0);
export const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0);

/** Runs a `select <key> as k, <value> as v … group by 1` and lays the values on the buckets' keys (0 where none). */
export async function onBuckets(db: Db, keys: string[], query: RawBuilder<{ k: string; v: unknown }>): Promise<number[]> {
  const { rows } = await query.execute(db);
  const byKey = new Map(rows.map((r) => [r.k, num(r.v)]));
  return keys.map((k) => byKey.get(k) ?? 0);
}

/** `substr(column, 1, size)`: the day or month of an ISO text column, the same on both engines. */
export const keyOf = (column: string, size: number) => sql`substr(${sql.ref(column)}, 1, ${sql.lit(size)})`;
