import type { SeedContext } from '@/platform/module';
import type { CalendarType } from './contract';

const GUESTS = ['Lucía Romero', 'Mateo Herrera', 'Valentina Cruz', 'Diego Navarro', 'Camila Ortega', 'Andrés Molina'];

/** day: day of the month (may spill over); hour null = all day; days: length of an all-day event. */
const SAMPLES: { title: string; calendar: CalendarType; day: number; hour: number | null; hours?: number; days?: number; location?: string; url?: string }[] = [
  { title: 'Reunión de diseño', calendar: 'Business', day: 3, hour: 9, hours: 2, location: 'Sala Norte' },
  { title: 'Cita con el dentista', calendar: 'Personal', day: 5, hour: 17, hours: 1 },
  { title: 'Cumpleaños de la abuela', calendar: 'Family', day: 8, hour: null },
  { title: 'Revisión trimestral', calendar: 'Business', day: 10, hour: 11, hours: 1, url: 'https://example.com/revision' },
  { title: 'Clase de yoga', calendar: 'Personal', day: 12, hour: 7, hours: 1, location: 'Centro deportivo' },
  { title: 'Festivo local', calendar: 'Holiday', day: 14, hour: null },
  { title: 'Viaje a Lisboa', calendar: 'Holiday', day: 16, hour: null, days: 3, location: 'Lisboa' },
  { title: 'Renovar el seguro', calendar: 'ETC', day: 18, hour: 10, hours: 1 },
  { title: 'Cena familiar', calendar: 'Family', day: 20, hour: 20, hours: 2, location: 'Casa' },
  { title: 'Demo con el cliente', calendar: 'Business', day: 22, hour: 15, hours: 1, url: 'https://example.com/demo' },
  { title: 'Recoger el pedido', calendar: 'ETC', day: 25, hour: 12, hours: 1 },
  { title: 'Partido de los niños', calendar: 'Family', day: 27, hour: 10, hours: 2 },
  { title: 'Planificación del mes siguiente', calendar: 'Business', day: 33, hour: 9, hours: 1 },
];

const day = (monthStart: number, offset: number) => new Date(monthStart + offset * 86_400_000).toISOString().slice(0, 10);

/** Extra events per unit of SEED_SCALE beyond the first (2000 gives about 100,000), for load tests. */
const EVENTS_PER_SCALE = 50;
const BATCH = 500;
/** The load-test events spread over ten years back and ten ahead: a month holds a few hundred. */
const SPREAD_DAYS = 20 * 365;

async function seedBulk({ db, now, random, scale }: SeedContext, accountId: number) {
  const total = EVENTS_PER_SCALE * (scale - 1);
  const first = Date.UTC(now.getUTCFullYear() - 10, 0, 1);
  for (let start = 0; start < total; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(total, start + BATCH); i++) {
      const sample = SAMPLES[i % SAMPLES.length];
      // Timed, an hour or two, during the day.
      const at = first + Math.floor((i / total) * SPREAD_DAYS) * 86_400_000 + random.int(7, 20) * 3_600_000;
      rows.push({
        account_id: accountId,
        title: sample.title,
        url: '',
        start_at: new Date(at).toISOString(),
        end_at: new Date(at + random.int(1, 2) * 3_600_000).toISOString(),
        all_day: 0 as const,
        calendar: sample.calendar,
        guests: '[]',
        location: sample.location ?? '',
        description: '',
        created_at: now.toISOString(),
      });
    }
    await db.insertInto('calendar_events').values(rows).execute();
  }
}

/** About a dozen events of every type around the month of `now`, some all day, one over several days; SEED_SCALE adds many more. */
export async function seedCalendarForAccount(seed: SeedContext, accountId: number) {
  const { db, now, random } = seed;
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const rows = SAMPLES.map((s) => {
    const allDay = s.hour === null;
    const startAt = allDay ? day(monthStart, s.day - 1) : new Date(monthStart + (s.day - 1) * 86_400_000 + s.hour! * 3_600_000).toISOString();
    // All-day ends are exclusive (the day after the last one), as calendars expect.
    const endAt = allDay ? day(monthStart, s.day - 1 + (s.days ?? 1)) : new Date(Date.parse(startAt) + (s.hours ?? 1) * 3_600_000).toISOString();
    return {
      account_id: accountId,
      title: s.title,
      url: s.url ?? '',
      start_at: startAt,
      end_at: endAt,
      all_day: (allDay ? 1 : 0) as 0 | 1,
      calendar: s.calendar,
      guests: JSON.stringify(s.calendar === 'Business' || s.calendar === 'Family' ? random.some(GUESTS, 1, 3) : []),
      location: s.location ?? '',
      description: `${s.title}.`,
      created_at: now.toISOString(),
    };
  });
  await db.insertInto('calendar_events').values(rows).execute();
  if (seed.scale > 1) await seedBulk(seed, accountId);
}
