import type { Db } from '@/platform/db/database';
import { hashPassword } from './passwords';

/** The two demo logins of the spec. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.com', password: 'admin', username: 'johndoe', fullName: 'John Doe', role: 'admin', avatar: '/images/avatars/1.svg' },
  { email: 'client@demo.com', password: 'client', username: 'janedoe', fullName: 'Jane Doe', role: 'client', avatar: '/images/avatars/2.svg' },
] as const;

export async function seedDemoAccounts(db: Db, now: Date): Promise<number[]> {
  const ids: number[] = [];
  for (const demo of DEMO_ACCOUNTS) {
    const row = await db
      .insertInto('accounts')
      .values({
        full_name: demo.fullName,
        username: demo.username,
        email: demo.email,
        password_hash: await hashPassword(demo.password),
        avatar: demo.avatar,
        role: demo.role,
        ability: '[]',
        cart_items_count: 5,
        company: 'Tablero',
        email_verified_at: now.toISOString(),
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
    await db.insertInto('audit_events').values({ target: 'account', target_id: row.id, kind: 'created', detail: '{}', actor_id: null, created_at: now.toISOString() }).execute();
  }
  return ids;
}
