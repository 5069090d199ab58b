import { sql, type RawBuilder } from 'kysely';
import type { Db } from '@/platform/db/database';
import { isoDate, keyOf } from './windows';

// The orders are read from their sums per day and status (order_days, kept by the shop's triggers). Every window the
// cards use starts and ends at a UTC midnight, so whole days of it make the window up exactly.

/** The order_days rows of the days in [from, to). */
export const orderDaysIn = (db: Db, from: Date, to: Date) => db.selectFrom('order_days').where('day', '>=', isoDate(from)).where('day', '<', isoDate(to));

/** Which orders a sum takes: those not cancelled (the default), only the cancelled ones, or all. */
type Kept = 'kept' | 'cancelled' | 'all';
const KEPT: Record<Kept, RawBuilder<unknown>> = { kept: sql`status <> 'cancelled'`, cancelled: sql`status = 'cancelled'`, all: sql`true` };

/** `value` summed over order_days per bucket (a day or a month, by `size`): a `select k, v … group by 1` for onBuckets. */
export const orderSums =
  (value: 'orders' | 'total_cents' | 'items' | 'total_cents - delivery_cents', kept: Kept = 'kept') =>
  (from: Date, to: Date, size: number): RawBuilder<{ k: string; v: unknown }> =>
    sql`select ${keyOf('day', size)} as k, sum(${sql.raw(value)}) as v from order_days where ${KEPT[kept]} and day >= ${isoDate(from)} and day < ${isoDate(to)} group by 1`;
