import type { Db } from '@/platform/db/database';
import type { PublicContext } from '@/platform/auth/context';
import type { AuditEventTable } from './tables';

export type AuditTarget = AuditEventTable['target'];

/** Writes who changed what (nobody signed in: the system, or the person registering), in the transaction of the change. */
export async function recordAudit(ctx: Pick<PublicContext, 'user' | 'now'>, db: Db, target: AuditTarget, targetId: number, kind: string, detail: Record<string, unknown> = {}) {
  await db
    .insertInto('audit_events')
    .values({ target, target_id: targetId, kind, detail: JSON.stringify(detail), actor_id: ctx.user?.id ?? null, created_at: ctx.now.toISOString() })
    .execute();
}

export interface AuditEntry {
  id: number;
  kind: string;
  detail: Record<string, unknown>;
  /** Null when the change was made by the system (or before changes were attributed). */
  actorName: string | null;
  actorDeleted: boolean;
  createdAt: string;
}

/** The history of one target, newest first, with who made each change. */
export async function auditOf(db: Db, target: AuditTarget, targetId: number, limit = 50, kinds?: string[]): Promise<AuditEntry[]> {
  let query = db
    .selectFrom('audit_events')
    .leftJoin('accounts', 'accounts.id', 'audit_events.actor_id')
    .select(['audit_events.id', 'audit_events.kind', 'audit_events.detail', 'audit_events.actor_id', 'audit_events.created_at', 'accounts.full_name', 'accounts.deleted_at'])
    .where('audit_events.target', '=', target)
    .where('audit_events.target_id', '=', targetId);
  if (kinds) query = query.where('audit_events.kind', 'in', kinds);
  const rows = await query.orderBy('audit_events.id', 'desc').limit(limit).execute();
  return rows.map(toEntry);
}

function toEntry(r: { id: number; kind: string; detail: string; actor_id: number | null; created_at: string; full_name: string | null; deleted_at: string | null }): AuditEntry {
  const deleted = r.deleted_at !== null;
  return {
    id: r.id,
    kind: r.kind,
    detail: JSON.parse(r.detail) as Record<string, unknown>,
    actorName: deleted ? null : r.full_name,
    actorDeleted: deleted,
    createdAt: r.created_at,
  };
}
