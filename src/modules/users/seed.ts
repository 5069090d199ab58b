import type { SeedContext } from '@/platform/module';
import { hashPassword } from '@/platform/auth/passwords';
import type { AccountTable } from '@/platform/auth/tables';
import type { AuditEventTable } from '@/platform/access/tables';
import { ROLE_CYCLE, SAMPLE_PASSWORD } from '@/platform/access/defaults';
import type { Insertable } from 'kysely';
import { USER_BILLING, USER_PLANS, USER_STATUSES } from './contract';

const FIRST = ['Lucía', 'Mateo', 'Valentina', 'Diego', 'Camila', 'Andrés', 'Sofía', 'Javier', 'Elena', 'Tomás', 'Paula', 'Hugo', 'Marta', 'Iván', 'Noa', 'Rafael', 'Irene', 'Bruno', 'Clara', 'Óscar'];
const LAST = ['Romero', 'Herrera', 'Cruz', 'Navarro', 'Ortega', 'Molina', 'Serrano', 'Delgado', 'Castro', 'Vidal', 'Rubio', 'Ibáñez', 'Campos', 'Vega', 'Fuentes', 'Lozano', 'Prieto', 'Méndez'];
const COMPANIES = ['Nubaria', 'Torre Azul', 'Pixelandia', 'Cobalto Labs', 'Marea Digital', 'Olivo Sistemas', 'Brújula', 'Faro Data', 'Quinta Ola', 'Ámbar Studio'];
const COUNTRIES = ['España', 'México', 'Argentina', 'Colombia', 'Chile', 'Perú', 'Uruguay', 'Portugal', 'Francia', 'Alemania'];
const COLORS = ['primary', 'success', 'danger', 'warning', 'info', 'secondary'];

const plain = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const DAY = 86_400_000;

/**
 * The spec's 50 sample users (SEED_SCALE multiplies them for load tests), as accounts: the active
 * ones sign in with their e-mail and the sample password; each role of the Roles page has people.
 */
export async function seedUsers({ db, random, scale, now }: SeedContext) {
  const count = 50 * scale;
  // One hash for all: hashing is deliberately slow, and the password is the same by design.
  const passwordHash = await hashPassword(SAMPLE_PASSWORD);
  const rows: Insertable<AccountTable>[] = [];
  for (let i = 0; i < count; i++) {
    const first = random.pick(FIRST);
    const last = random.pick(LAST);
    const username = `${plain(first)}.${plain(last)}${i + 1}`;
    const hasPicture = random.bool(0.6);
    const joined = new Date(now.getTime() - (1 + ((i * 37) % 700)) * DAY).toISOString();
    rows.push({
      full_name: `${first} ${last}`,
      username,
      email: `${username}@${plain(random.pick(COMPANIES)).replace(/\s+/g, '')}.example`,
      password_hash: passwordHash,
      company: random.pick(COMPANIES),
      country: random.pick(COUNTRIES),
      contact: `+34 6${String(random.int(10_000_000, 99_999_999))}`,
      role: ROLE_CYCLE[i % ROLE_CYCLE.length],
      ability: '[]',
      cart_items_count: 0,
      current_plan: random.pick(USER_PLANS),
      status: random.pick(USER_STATUSES),
      billing: random.pick(USER_BILLING),
      avatar: hasPicture ? `/images/avatars/${random.int(1, 12)}.svg` : null,
      avatar_color: hasPicture ? null : random.pick(COLORS),
      created_at: joined,
      email_verified_at: joined,
    });
  }
  for (let i = 0; i < rows.length; i += 500) {
    const ids = await db.insertInto('accounts').values(rows.slice(i, i + 500)).returning('id').execute();
    // Each sample person's history starts with being added, between 1 and 700 days ago.
    const events: Insertable<AuditEventTable>[] = ids.map(({ id }, k) => ({ target: 'account', target_id: id, kind: 'created', detail: '{}', actor_id: null, created_at: rows[i + k].created_at }));
    await db.insertInto('audit_events').values(events).execute();
  }
}
