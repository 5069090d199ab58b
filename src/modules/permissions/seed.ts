import type { SeedContext } from '@/platform/module';
import { SAMPLE_PERMISSION_GRANTS } from '@/platform/access/defaults';
import { compileAllRoles } from '@/platform/access/compile';
import { formatCreatedDate } from './created-date';

/** The spec's sample permissions (SPEC §6) with the roles each is assigned to. */
const SAMPLES: [string, string[]][] = [
  ['Management', ['admin']],
  ['Manage Billing & Roles', ['admin']],
  ['Add & Remove Users', ['admin', 'manager']],
  ['Project Planning', ['admin', 'user', 'support']],
  ['Manage Email Sequences', ['admin', 'user', 'support']],
  ['Client Communication', ['admin', 'manager']],
  ['Only View', ['admin', 'restricted-user']],
  ['Financial Management', ['admin', 'manager']],
  ["Manage Others' Tasks", ['admin', 'support']],
];

/** The samples once (SEED_SCALE repeats them, numbered, for load tests), oldest first so ids and dates rise together. */
export async function seedPermissions({ db, now, random, scale }: SeedContext) {
  const total = SAMPLES.length * scale;
  for (let start = 0; start < total; start += 500) {
    const batch = Array.from({ length: Math.min(500, total - start) }, (_, k) => {
      const i = start + k;
      const [name] = SAMPLES[i % SAMPLES.length];
      const created = new Date(now.getTime() - (total - i) * 26 * 3_600_000 - random.int(0, 600) * 60_000);
      const { area, levels } = SAMPLE_PERMISSION_GRANTS[name];
      return { name: i < SAMPLES.length ? name : `${name} ${Math.floor(i / SAMPLES.length) + 1}`, created_date: formatCreatedDate(created), created_at: created.toISOString(), area, levels };
    });
    const ids = await db.insertInto('permissions').values(batch).returning('id').execute();
    const roles = ids.flatMap(({ id }, k) => SAMPLES[(start + k) % SAMPLES.length][1].map((role) => ({ permission_id: id, role })));
    await db.insertInto('permission_roles').values(roles).execute();
  }
  await compileAllRoles(db);
}
