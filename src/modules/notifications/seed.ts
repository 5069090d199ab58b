import type { SeedContext } from '@/platform/module';
import { NOTIFICATION_SAMPLES } from './samples';

/** About six notifications per account, spread over the last days; the newest ones unread. */
export async function seedNotificationsForAccount({ db, now, random }: SeedContext, accountId: number) {
  const chosen = random.some(NOTIFICATION_SAMPLES, 6, 6);
  let minutesAgo = 0;
  const rows = chosen.map((sample, i) => {
    // Each one a little older than the one before: minutes, then hours, then days.
    minutesAgo += random.int(4, 20) * (i + 1) ** 2;
    return {
      account_id: accountId,
      title: sample.title,
      body: sample.body,
      kind: sample.kind,
      is_read: (i < 3 ? 0 : 1) as 0 | 1,
      created_at: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
    };
  });
  await db.insertInto('notifications').values(rows).execute();
}
