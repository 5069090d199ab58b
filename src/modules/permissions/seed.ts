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

export async function seedPermissions({ db, now, random, scale }: SeedContext) {
  // SEED_SCALE above 1 adds generated permissions so paging and search can be measured on large lists.
  const extra = scale > 1 ? scale * 1000 : 0;
  const total = SAMPLES.length + extra;
  for (let i = 0; i < total; i++) {
    const [name, roles] = SAMPLES[i % SAMPLES.length];
    // Older rows first, so ids and dates rise together and "newest first" reads right.
    const created = new Date(now.getTime() - (total - i) * 26 * 3_600_000 - random.int(0, 600) * 60_000);
    const row = await db
      .insertInto('permissions')
      .values({ name: i < SAMPLES.length ? name : `${name} ${Math.floor(i / SAMPLES.length)}`, created_date: formatCreatedDate(created), created_at: created.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('permission_roles').values(roles.map((role) => ({ permission_id: row.id, role }))).execute();
  }
}
