import type { SeedContext } from '@/platform/module';
import { isoDay } from '@/platform/db/random';
import type { NewsletterDayTable, SiteVisitTable } from './tables';
import { BROWSERS, DEVICES } from './seed-names';

const DEVICE_SHARE = [0.58, 0.34, 0.08];
const BROWSER_SHARE = [0.62, 0.2, 0.08, 0.07, 0.03];
/** Three years of history, as the shop's orders have. */
const DAYS = 3 * 365;

async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>, size = 400) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** The site's traffic, support tickets and newsletter: daily figures over three years, growing slowly, quieter at weekends. */
export async function seedDashboards({ db, random, now, scale }: SeedContext) {
  const visits: SiteVisitTable[] = [];
  const letters: NewsletterDayTable[] = [];
  const tickets: { created_at: string; response_minutes: number | null; status: string }[] = [];
  const ticketScale = Math.min(scale, 5);
  for (let back = DAYS; back >= 0; back--) {
    const day = isoDay(now, -back);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const trend = (1 + (DAYS - back) / DAYS) * (weekday === 0 || weekday === 6 ? 0.7 : 1);
    DEVICES.forEach((device, d) =>
      BROWSERS.forEach((browser, b) => {
        const sessions = Math.round(40 * scale * trend * DEVICE_SHARE[d] * BROWSER_SHARE[b] * (0.8 + random.next() * 0.4)) + 1;
        const users = Math.max(1, Math.round(sessions * (0.6 + random.next() * 0.2)));
        visits.push({ day, device, browser, sessions, users, returning_users: Math.round(users * (0.3 + random.next() * 0.3)), duration_seconds: sessions * random.int(60, 420) });
      }),
    );
    letters.push({ day, subscribed: Math.round(random.int(2, 12) * scale * trend), unsubscribed: Math.round(random.int(0, 4) * scale), sent: weekday === 2 ? 1 : 0 });
    const count = random.int(2, 6) * ticketScale;
    for (let i = 0; i < count; i++) {
      const at = new Date(`${day}T00:00:00Z`).getTime() + random.int(0, 86_399) * 1000;
      if (at > now.getTime()) continue;
      const age = (now.getTime() - at) / 86_400_000;
      const status = age < 2 ? random.pick(['new', 'open', 'closed']) : age < 10 ? random.pick(['open', 'closed', 'closed']) : random.bool(0.03) ? 'open' : 'closed';
      tickets.push({ created_at: new Date(at).toISOString(), status, response_minutes: status === 'new' ? null : random.int(10, 2880) });
    }
  }
  await insertAll(visits, (batch) => db.insertInto('site_visits').values(batch).execute());
  await insertAll(letters, (batch) => db.insertInto('newsletter_days').values(batch).execute());
  await insertAll(tickets, (batch) => db.insertInto('support_tickets').values(batch).execute(), 1000);
}
