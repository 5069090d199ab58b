import type { SeedContext } from '@/platform/module';
import { formatCreatedDate } from './created-date';

/** The spec's sample permissions (SPEC §6) with the roles each is assigned to. */
const SAMPLES: [string, string[]][] = [
  ['Management', ['administrator']],
  ['Manage Billing & Roles', ['administrator']],
  ['Add & Remove Users', ['administrator', 'manager']],
  ['Project Planning', ['administrator', 'user', 'support']],
  ['Manage Email Sequences', ['administrator', 'user', 'support']],
  ['Client Communication', ['administrator', 'manager']],
  ['Only View', ['administrator', 'restricted-user']],
  ['Financial Management', ['administrator', 'manager']],
  ["Manage Others' Tasks", ['administrator', 'support']],
];

/** The samples once (SEED_SCALE repeats them, numbered, for load tests), oldest first so ids and dates rise together. */
export async function seedPermissions({ db, now, random, scale }: SeedContext) {
  const total = SAMPLES.length * scale;
  for (let start = 0; start < total; start += 500) {
    const batch = Array.from({ length: Math.min(500, total - start) }, (_, k) => {
      const i = start + k;
      const [name] = SAMPLES[i % SAMPLES.length];
      const created = new Date(now.getTime() - (total - i) * 26 * 3_600_000 - random.int(0, 600) * 60_000);
      return { name: i < SAMPLES.length ? name : `${name} ${Math.floor(i / SAMPLES.length) + 1}`, created_date: formatCreatedDate(created), created_at: created.toISOString() };
    });
    const ids = await db.insertInto('permissions').values(batch).returning('id').execute();
    const roles = ids.flatMap(({ id }, k) => SAMPLES[(start + k) % SAMPLES.length][1].map((role) => ({ permission_id: id, role })));
    await db.insertInto('permission_roles').values(roles).execute();
  }
}
