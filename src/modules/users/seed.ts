import type { SeedContext } from '@/platform/module';
import { USER_BILLING, USER_PLANS, USER_ROLES, USER_STATUSES } from './contract';
import { ACCESS_ROLE_CYCLE } from './role-defaults';
import type { UserEventTable, UserTable } from './tables';

const FIRST = ['Lucía', 'Mateo', 'Valentina', 'Diego', 'Camila', 'Andrés', 'Sofía', 'Javier', 'Elena', 'Tomás', 'Paula', 'Hugo', 'Marta', 'Iván', 'Noa', 'Rafael', 'Irene', 'Bruno', 'Clara', 'Óscar'];
const LAST = ['Romero', 'Herrera', 'Cruz', 'Navarro', 'Ortega', 'Molina', 'Serrano', 'Delgado', 'Castro', 'Vidal', 'Rubio', 'Ibáñez', 'Campos', 'Vega', 'Fuentes', 'Lozano', 'Prieto', 'Méndez'];
const COMPANIES = ['Nubaria', 'Torre Azul', 'Pixelandia', 'Cobalto Labs', 'Marea Digital', 'Olivo Sistemas', 'Brújula', 'Faro Data', 'Quinta Ola', 'Ámbar Studio'];
const COUNTRIES = ['España', 'México', 'Argentina', 'Colombia', 'Chile', 'Perú', 'Uruguay', 'Portugal', 'Francia', 'Alemania'];
const COLORS = ['primary', 'success', 'danger', 'warning', 'info', 'secondary'];

const plain = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** The spec's 50 sample users (SEED_SCALE multiplies them for load tests), inserted in batches. */
export async function seedUsers({ db, random, scale, now }: SeedContext) {
  const count = 50 * scale;
  const rows: (Omit<UserTable, 'id' | 'access_role' | 'two_factor'> & { access_role: string; two_factor: 0 | 1 })[] = [];
  for (let i = 0; i < count; i++) {
    const first = random.pick(FIRST);
    const last = random.pick(LAST);
    const username = `${plain(first)}.${plain(last)}${i + 1}`;
    const hasPicture = random.bool(0.6);
    rows.push({
      full_name: `${first} ${last}`,
      username,
      email: `${username}@${plain(random.pick(COMPANIES)).replace(/\s+/g, '')}.example`,
      company: random.pick(COMPANIES),
      country: random.pick(COUNTRIES),
      contact: `+34 6${String(random.int(10_000_000, 99_999_999))}`,
      role: random.pick(USER_ROLES),
      current_plan: random.pick(USER_PLANS),
      status: random.pick(USER_STATUSES),
      billing: random.pick(USER_BILLING),
      avatar: hasPicture ? `/images/avatars/${random.int(1, 12)}.svg` : '',
      avatar_color: hasPicture ? null : random.pick(COLORS),
      access_role: ACCESS_ROLE_CYCLE[i % ACCESS_ROLE_CYCLE.length],
      two_factor: i % 3 === 0 ? 1 : 0,
    });
  }
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('users').values(rows.slice(i, i + 500)).execute();

  // Each sample user's history starts with being added, between 1 and 700 days ago.
  const ids = await db.selectFrom('users').select('id').orderBy('id').execute();
  const DAY = 86_400_000;
  const events: Omit<UserEventTable, 'id'>[] = ids.map(({ id }, i) => ({
    user_id: id,
    kind: 'created',
    detail: '{}',
    actor_name: null,
    created_at: new Date(now.getTime() - (1 + ((i * 37) % 700)) * DAY).toISOString(),
  }));
  for (let i = 0; i < events.length; i += 500) await db.insertInto('user_events').values(events.slice(i, i + 500)).execute();
}
