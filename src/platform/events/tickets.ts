import { digest } from '@/platform/auth/tokens';
import type { Db } from '@/platform/db/database';
import './tables';

/**
 * Short-lived, single-use tickets for the event stream. EventSource cannot send an Authorization
 * header, so the browser first trades its bearer token for a ticket (POST /api/events/ticket) and
 * opens GET /api/events?ticket=… with it. Kept in the database (only their digest), so behind a load
 * balancer the instance that issued a ticket need not be the one that opens the stream; deleting the
 * row is what redeems it, so only one instance can.
 */
export interface TicketStore {
  issue(accountId: number, now?: Date): Promise<{ ticket: string; expiresIn: number }>;
  /** The ticket's account, once; null when unknown, used or expired. */
  redeem(ticket: string, now?: Date): Promise<number | null>;
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export function createTicketStore(db: Db, ttlSeconds = 30): TicketStore {
  return {
    async issue(accountId, now = new Date()) {
      // Expired tickets go as new ones come, so the table holds at most about 30 s of them.
      await db.deleteFrom('event_tickets').where('expires_at', '<=', now.toISOString()).execute();
      const ticket = hex(crypto.getRandomValues(new Uint8Array(24)));
      const expiresAt = new Date(now.getTime() + ttlSeconds * 1000).toISOString();
      await db.insertInto('event_tickets').values({ token_digest: await digest(ticket), account_id: accountId, expires_at: expiresAt }).execute();
      return { ticket, expiresIn: ttlSeconds };
    },
    async redeem(ticket, now = new Date()) {
      if (!/^[0-9a-f]{48}$/.test(ticket)) return null;
      const row = await db
        .deleteFrom('event_tickets')
        .where('token_digest', '=', await digest(ticket))
        .returning(['account_id', 'expires_at'])
        .executeTakeFirst();
      return row && row.expires_at > now.toISOString() ? row.account_id : null;
    },
  };
}
