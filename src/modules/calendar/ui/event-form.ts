import { z } from 'zod';
import { CALENDAR_TYPES } from '../routes';
import { isDateValue } from '@/web/components/form/date-value';
import { comparableDates, type EventFormValues } from './event-values';

// The dates are judged whenever they are strings, whatever else is still wrong.
const judged = ({ value }: { value: unknown }) => {
  const v = value as { start?: unknown; end?: unknown; allDay?: unknown };
  return typeof v.start === 'string' && typeof v.end === 'string' && typeof v.allDay === 'boolean';
};

/** The form's fields; messages are translation keys (the server checks the contract's rules again). */
export const eventFormSchema = z
  .object({
    title: z.string().trim().min(1, 'calendar.errors.titleRequired').max(120, 'calendar.errors.titleLong'),
    calendar: z.enum(CALENDAR_TYPES, { error: 'calendar.errors.calendarRequired' }),
    start: z.string().min(1, 'calendar.errors.startRequired'),
    end: z.string().min(1, 'calendar.errors.endRequired'),
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
  // Text typed in a date field that is no date (of the kind "all day" asks for) is refused under that field.
  .refine((v) => !v.start || isDateValue(v.start, v.allDay ? 'date' : 'date-time'), { message: 'validation.typedDate', path: ['start'], params: { code: 'invalid_date' }, when: judged })
  .refine((v) => !v.end || isDateValue(v.end, v.allDay ? 'date' : 'date-time'), { message: 'validation.typedDate', path: ['end'], params: { code: 'invalid_date' }, when: judged })
  .refine(
    (v) => {
      const dates = comparableDates(v);
      return !dates || dates.end >= dates.start;
    },
    {
      message: 'calendar.errors.endBeforeStart',
      path: ['end'],
      params: { code: 'end_before_start' },
      // Judged as soon as both dates are there, even while another field (the title) is still wrong.
      when: judged,
    },
  );

eventFormSchema satisfies z.ZodType<EventFormValues>;
