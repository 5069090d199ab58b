/**
 * Short-lived, single-use tickets for the event stream. EventSource cannot send an Authorization
 * header, so the browser first trades its bearer token for a ticket (POST /api/events/ticket) and
 * opens GET /api/events?ticket=… with it. Kept in memory: like the event bus, several server
 * instances would need a shared store (or a signed ticket plus a shared used-ticket list).
 */
export interface TicketStore {
  issue(accountId: number, now?: Date): { ticket: string; expiresIn: number };
  /** The ticket's account, once; null when unknown, used or expired. */
  redeem(ticket: string, now?: Date): number | null;
  size(): number;
}

export function createTicketStore(ttlSeconds = 30): TicketStore {
  const tickets = new Map<string, { accountId: number; expiresAt: number }>();
  const sweep = (at: number) => {
    for (const [key, entry] of tickets) if (entry.expiresAt <= at) tickets.delete(key);
  };
  return {
    issue(accountId, now = new Date()) {
      sweep(now.getTime());
      const bytes = crypto.getRandomValues(new Uint8Array(24));
      const ticket = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
      tickets.set(ticket, { accountId, expiresAt: now.getTime() + ttlSeconds * 1000 });
      return { ticket, expiresIn: ttlSeconds };
    },
    redeem(ticket, now = new Date()) {
      const entry = tickets.get(ticket);
      if (!entry) return null;
      tickets.delete(ticket);
      return entry.expiresAt > now.getTime() ? entry.accountId : null;
    },
    size: () => tickets.size,
  };
}
