import { z } from 'zod';
import type { CalendarEventInput } from '../contract';
import { CALENDAR_TYPES } from '../routes';
import { addDays, localDay } from './event-values';

/** The form's fields; messages are translation keys (the server checks the contract's rules again). */
export const eventFormSchema = z
  .object({
    title: z.string().trim().min(1, 'calendar.errors.titleRequired').max(120, 'calendar.errors.titleLong'),
    calendar: z.enum(CALENDAR_TYPES, { error: 'calendar.errors.calendarRequired' }),
    start: z.date({ error: 'calendar.errors.startRequired' }),
    end: z.date({ error: 'calendar.errors.endRequired' }),
    allDay: z.boolean(),
    url: z
      .string()
      .trim()
      .max(500, 'calendar.errors.urlInvalid')
      .refine((v) => v === '' || (/^https?:\/\//i.test(v) && URL.canParse(v)), 'calendar.errors.urlInvalid'),
    guests: z.array(z.string()).max(30, 'calendar.errors.guestsMany'),
    location: z.string().max(200, 'calendar.errors.locationLong'),
    description: z.string().max(2000, 'calendar.errors.descriptionLong'),
  })
  .refine((v) => (v.allDay ? startOfDay(v.end) >= startOfDay(v.start) : v.end >= v.start), {
    message: 'calendar.errors.endBeforeStart',
    path: ['end'],
    // Judged as soon as both dates are there, even while another field (the title) is still wrong.
    when: ({ value }) => {
      const v = value as { start?: unknown; end?: unknown };
      return v.start instanceof Date && v.end instanceof Date && !Number.isNaN(v.start.getTime()) && !Number.isNaN(v.end.getTime());
    },
  });
export type EventFormValues = z.infer<typeof eventFormSchema>;

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

export function eventInputOf(values: EventFormValues): CalendarEventInput {
  return {
    title: values.title,
    url: values.url,
    allDay: values.allDay,
    start: values.allDay ? localDay(values.start) : values.start.toISOString(),
    end: values.allDay ? localDay(addDays(values.end, 1)) : values.end.toISOString(),
    extendedProps: { calendar: values.calendar, guests: values.guests, location: values.location, description: values.description },
  };
}
