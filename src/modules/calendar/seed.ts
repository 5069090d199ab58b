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

/** About a dozen events of every type around the month of `now`, some all day, one over several days. */
export async function seedCalendarForAccount({ db, now, random }: SeedContext, accountId: number) {
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
}
