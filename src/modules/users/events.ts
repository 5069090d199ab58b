import type { ServiceContext } from '@/platform/auth/context';
import type { Db } from '@/platform/db/database';
import { NotFound } from '@/platform/contract/errors';
import { toFlag } from '@/platform/db/sql';
import type { UserEvent } from './contract';
import type { UserEventRow } from './tables';

type Detail = { fields?: string[]; from?: string; to?: string; enabled?: boolean };

/** Kinds that change who can get in and with which access: the security tab lists these. */
export const SECURITY_KINDS = ['two-factor', 'status', 'access-role'] as const;

async function actorName(ctx: ServiceContext, db: Db): Promise<string | null> {
  const account = await db.selectFrom('accounts').select('full_name').where('id', '=', ctx.user.id).executeTakeFirst();
  return account?.full_name ?? null;
}

/** Writes one entry of a user's history, in the same transaction as the change it records. */
export async function recordEvent(ctx: ServiceContext, db: Db, userId: number, kind: UserEvent['kind'], detail: Detail = {}) {
  await db
    .insertInto('user_events')
    .values({ user_id: userId, kind, detail: JSON.stringify(detail), actor_name: await actorName(ctx, db), created_at: ctx.now.toISOString() })
    .execute();
}

function toEvent(row: UserEventRow): UserEvent {
  const detail = JSON.parse(row.detail) as Detail;
  return { id: row.id, kind: row.kind as UserEvent['kind'], ...detail, actorName: row.actor_name, createdAt: row.created_at };
}

async function mustExist(db: Db, id: number) {
  const row = await db.selectFrom('users').select(['id', 'two_factor']).where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound(`User ${id} not found`);
  return row;
}

/** The user's history, newest first. */
export async function listActivity(ctx: ServiceContext, id: number, limit = 50) {
  await mustExist(ctx.db, id);
  const rows = await ctx.db.selectFrom('user_events').selectAll().where('user_id', '=', id).orderBy('id', 'desc').limit(limit).execute();
  return { events: rows.map(toEvent) };
}

export async function getSecurity(ctx: ServiceContext, id: number) {
  const user = await mustExist(ctx.db, id);
  const rows = await ctx.db
    .selectFrom('user_events')
    .selectAll()
    .where('user_id', '=', id)
    .where('kind', 'in', [...SECURITY_KINDS])
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  return { twoFactor: user.two_factor === 1, events: rows.map(toEvent) };
}

/** Switches two-step verification; a change (not a repeat) is recorded. */
export async function setTwoFactor(ctx: ServiceContext, id: number, enabled: boolean) {
  return ctx.db.transaction().execute(async (trx) => {
    const user = await mustExist(trx, id);
    if ((user.two_factor === 1) !== enabled) {
      await trx.updateTable('users').set({ two_factor: toFlag(enabled) }).where('id', '=', id).execute();
      await recordEvent(ctx, trx, id, 'two-factor', { enabled });
    }
    return { twoFactor: enabled };
  });
}

/** When the user was added (their "created" entry) and how many changes followed. */
export async function historySummary(db: Db, id: number) {
  const rows = await db
    .selectFrom('user_events')
    .select((eb) => ['kind', eb.fn.min('created_at').as('first'), eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', id)
    .groupBy('kind')
    .execute();
  const created = rows.find((r) => r.kind === 'created');
  const changes = rows.filter((r) => r.kind !== 'created').reduce((sum, r) => sum + Number(r.n), 0);
  return { memberSince: (created?.first as string | undefined) ?? null, changes };
}
