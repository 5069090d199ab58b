import { isoDay } from '@/platform/db/random';
import type { SeedContext } from '@/platform/module';
import { KANBAN_BOARDS, KANBAN_COVERS, KANBAN_LABELS, KANBAN_MEMBERS } from './contract';
import type { Insertable } from 'kysely';
import type { KanbanTaskTable } from './tables';

const SAMPLES: { title: string; board: string; cover?: keyof typeof KANBAN_COVERS; labels: number[] }[] = [
  { title: 'Investigación de usuarios para el nuevo panel', board: 'todo', cover: 'screen', labels: [0] },
  { title: 'Ilustraciones para la página de inicio', board: 'todo', labels: [1] },
  { title: 'Revisar el código del módulo de facturas', board: 'todo', labels: [3] },
  { title: 'Gráficos de ventas por región', board: 'todo', cover: 'map', labels: [4, 2] },
  { title: 'Maquetar la app móvil de pedidos', board: 'in-progress', cover: 'mobile', labels: [2, 0] },
  { title: 'Optimizar las imágenes del catálogo', board: 'in-progress', labels: [1] },
  { title: 'Revisión de accesibilidad del formulario', board: 'in-progress', labels: [0, 3] },
  { title: 'Informe trimestral con mapas de clientes', board: 'done', cover: 'chart', labels: [4] },
  { title: 'Pantalla de ajustes de la cuenta', board: 'done', labels: [2] },
  { title: 'Guía de estilo de iconos', board: 'done', labels: [1, 0] },
];

const ATTACHMENTS = [
  { name: 'requisitos.pdf', img: '/images/kanban/file-doc.svg' },
  { name: 'presupuesto.xlsx', img: '/images/kanban/file-sheet.svg' },
  { name: 'boceto.png', img: '/images/kanban/file-image.svg' },
];

const COMMENTS = ['Lo reviso mañana a primera hora.', 'Añadí los datos que faltaban.', '¿Podemos cerrarlo esta semana?', 'Buen trabajo, queda muy claro.', 'Falta la versión en inglés.'];

/** Extra tasks per unit of SEED_SCALE beyond the first (2000 gives about 100,000), for load tests. */
const TASKS_PER_SCALE = 50;
const BATCH = 500;

/** The load-test volume: many plain tasks after the samples, spread over the boards, inserted in batches. */
async function seedBulk({ db, now, random, scale }: SeedContext, positions: Map<string, number>) {
  const total = TASKS_PER_SCALE * (scale - 1);
  for (let start = 0; start < total; start += BATCH) {
    const rows: Insertable<KanbanTaskTable>[] = [];
    for (let i = start; i < Math.min(total, start + BATCH); i++) {
      const sample = SAMPLES[i % SAMPLES.length];
      const boardId = KANBAN_BOARDS[i % KANBAN_BOARDS.length].id;
      const position = positions.get(boardId) ?? 0;
      positions.set(boardId, position + 1);
      rows.push({
        board_id: boardId,
        position,
        title: `${sample.title} (${i + 1})`,
        description: '',
        due_date: isoDay(now, random.int(-30, 60)),
        cover_image: null,
        labels: JSON.stringify(sample.labels.map((l) => KANBAN_LABELS[l])),
        attachments: '[]',
        comments: '[]',
        assigned_to: JSON.stringify([random.pick(KANBAN_MEMBERS)]),
      });
    }
    await db.insertInto('kanban_tasks').values(rows).execute();
  }
}

/** Organisation-wide sample boards and tasks; SEED_SCALE adds many more for load tests. */
export async function seedKanban(seed: SeedContext) {
  const { db, now, random } = seed;
  await db
    .insertInto('kanban_boards')
    .values(KANBAN_BOARDS.map((board, position) => ({ ...board, position })))
    .execute();
  const positions = new Map<string, number>();
  const rows: Insertable<KanbanTaskTable>[] = SAMPLES.map((sample) => {
    const position = positions.get(sample.board) ?? 0;
    positions.set(sample.board, position + 1);
    const team = random.some(KANBAN_MEMBERS, 1, 3);
    return {
      board_id: sample.board,
      position,
      title: sample.title,
      description: `${sample.title}. Coordinar con el equipo y dejar los resultados en la tarjeta.`,
      due_date: isoDay(now, random.int(-5, 20)),
      cover_image: sample.cover ? KANBAN_COVERS[sample.cover] : null,
      labels: JSON.stringify(sample.labels.map((i) => KANBAN_LABELS[i])),
      attachments: JSON.stringify(random.some(ATTACHMENTS, 0, 2)),
      comments: JSON.stringify(
        Array.from({ length: random.int(0, 3) }, () => {
          const who = random.pick(KANBAN_MEMBERS);
          return { name: who.title, img: who.img, comment: random.pick(COMMENTS) };
        }),
      ),
      assigned_to: JSON.stringify(team),
    };
  });
  await db.insertInto('kanban_tasks').values(rows).execute();
  if (seed.scale > 1) await seedBulk(seed, positions);
}
