import { isoDay } from '@/platform/db/random';
import { sql } from 'kysely';
import type { SeedContext } from '@/platform/module';
import { isSqlite } from '@/platform/db/sql';
import { DEMO_ACCOUNTS } from '@/platform/auth/seed';
import { TODO_TAGS } from './contract';

export const TODO_ASSIGNEES = [
  { fullName: 'Lucía Romero', avatar: '/images/avatars/3.svg' },
  { fullName: 'Mateo Herrera', avatar: '/images/avatars/4.svg' },
  { fullName: 'Valentina Cruz', avatar: '/images/avatars/5.svg' },
  { fullName: 'Diego Navarro', avatar: '/images/avatars/6.svg' },
  { fullName: 'Camila Ortega', avatar: '/images/avatars/7.svg' },
  { fullName: 'Andrés Molina', avatar: '/images/avatars/8.svg' },
] as const;

const TITLES = [
  'Preparar la demo del panel para el cliente',
  'Revisar el informe trimestral de ventas',
  'Actualizar la documentación de la API',
  'Planificar el sprint de diciembre',
  'Responder a los tickets de soporte pendientes',
  'Diseñar la nueva página de precios',
  'Migrar la base de datos de pruebas',
  'Reunión de seguimiento con marketing',
  'Corregir el error de exportación a CSV',
  'Enviar facturas del mes',
  'Revisar permisos del equipo de soporte',
  'Optimizar las imágenes de la tienda',
  'Preparar la encuesta de satisfacción',
  'Auditar la accesibilidad del formulario de registro',
  'Organizar la formación de nuevos empleados',
  'Publicar la entrada del blog sobre la versión 2.0',
];

/** Rows are written this many at a time: well under either engine's limit on bound values. */
const BATCH = 500;
/** Tasks per unit of SEED_SCALE for the demo administrator (2000 → 100,000). */
const TASKS_PER_SCALE = 50;

/**
 * A fresh, deterministic task list for one account: some important, completed and deleted. With a
 * SEED_SCALE above 1 the demo administrator also gets a long history of older tasks, for load tests.
 */
export async function seedTodoForAccount({ db, now, random, scale }: SeedContext, accountId: number) {
  const task = (title: string, i: number, createdAt: string) => {
    const who = random.bool(0.85) ? random.pick(TODO_ASSIGNEES) : null;
    return {
      account_id: accountId,
      title,
      due_date: isoDay(now, random.int(-10, 30)),
      description: `${title}. Coordinar con el equipo y dejar constancia del resultado.`,
      assignee_name: who?.fullName ?? null,
      assignee_avatar: who?.avatar ?? null,
      tags: JSON.stringify(random.some(TODO_TAGS, 1, 2)),
      is_completed: (random.bool(0.3) ? 1 : 0) as 0 | 1,
      is_important: (random.bool(0.3) ? 1 : 0) as 0 | 1,
      is_deleted: (i % 7 === 6 ? 1 : 0) as 0 | 1,
      created_at: createdAt,
    };
  };
  // Spread creation times so "latest" has a stable, meaningful order.
  const rows = TITLES.map((title, i) => task(title, i, new Date(now.getTime() - (TITLES.length - i) * 3_600_000).toISOString()));
  if (scale > 1 && (await isDemoAdministrator(db, accountId))) {
    const oldest = now.getTime() - (TITLES.length + 1) * 3_600_000;
    for (let i = 0; i < scale * TASKS_PER_SCALE - TITLES.length; i++) {
      rows.push(task(`${TITLES[i % TITLES.length]} #${i + 1}`, i, new Date(oldest - i * 60_000).toISOString()));
    }
  }
  for (let i = 0; i < rows.length; i += BATCH) await db.insertInto('todo_tasks').values(rows.slice(i, i + BATCH)).execute();
  // PostgreSQL plans by its statistics, which a bulk load leaves stale until autovacuum comes by.
  if (rows.length > BATCH && !isSqlite(db)) await sql`analyze todo_tasks`.execute(db);
}

async function isDemoAdministrator(db: SeedContext['db'], accountId: number) {
  const account = await db.selectFrom('accounts').select('email').where('id', '=', accountId).executeTakeFirst();
  return account?.email === DEMO_ACCOUNTS[0].email;
}
