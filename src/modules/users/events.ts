import type { ServiceContext } from '@/platform/auth/context';
import type { Db } from '@/platform/db/database';
import { auditOf, recordAudit, type AuditEntry } from '@/platform/access/audit';
import { NotFound } from '@/platform/contract/errors';
import { removeTwoFactor } from '@/platform/auth/two-factor';
import type { UserEvent } from './contract';

/** Kinds that change who can get in and with which access: the security tab lists these. */
export const SECURITY_KINDS = ['two-factor', 'status', 'role', 'password'];

function toEvent(entry: AuditEntry): UserEvent {
  const { fields, from, to, enabled, how } = entry.detail as { fields?: string[]; from?: string; to?: string; enabled?: boolean; how?: UserEvent['how'] };
  return { id: entry.id, kind: entry.kind as UserEvent['kind'], fields, from, to, enabled, how, actorName: entry.actorName, actorDeleted: entry.actorDeleted, createdAt: entry.createdAt };
}

async function mustExist(db: Db, id: number) {
  const row = await db.selectFrom('accounts').select(['id', 'totp_enabled_at']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw new NotFound(`User ${id} not found`);
  return row;
}

/** The user's history, newest first. */
export async function listActivity(ctx: ServiceContext, id: number, limit = 50) {
  await mustExist(ctx.db, id);
  return { events: (await auditOf(ctx.db, 'account', id, limit)).map(toEvent) };
}

export async function getSecurity(ctx: ServiceContext, id: number) {
  const user = await mustExist(ctx.db, id);
  return { twoFactor: user.totp_enabled_at !== null, events: (await auditOf(ctx.db, 'account', id, 20, SECURITY_KINDS)).map(toEvent) };
}

/** An administrator can switch a user's two-step verification off (a lost phone); only its owner switches it on. */
export async function resetTwoFactor(ctx: ServiceContext, id: number) {
  return ctx.db.transaction().execute(async (trx) => {
    const user = await mustExist(trx, id);
    if (user.totp_enabled_at !== null) {
      await removeTwoFactor(trx, id);
      await recordAudit(ctx, trx, 'account', id, 'two-factor', { enabled: false });
    }
    return { twoFactor: false };
  });
}

/** When the user was added (their "created" entry) and how many changes followed. */
export async function historySummary(db: Db, id: number) {
  const rows = await db
    .selectFrom('audit_events')
    .select((eb) => ['kind', eb.fn.min('created_at').as('first'), eb.fn.countAll<number>().as('n')])
    .where('target', '=', 'account')
    .where('target_id', '=', id)
    .groupBy('kind')
    .execute();
  const created = rows.find((r) => r.kind === 'created');
  const changes = rows.filter((r) => r.kind !== 'created').reduce((sum, r) => sum + Number(r.n), 0);
  return { memberSince: (created?.first as string | undefined) ?? null, changes };
}
