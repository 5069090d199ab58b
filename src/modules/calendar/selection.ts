import { CALENDAR_TYPES, type CalendarType } from './routes';

/** SPEC §4: the selection is a set of calendar types, kept in the order the types are listed. */
export const toggleCalendar = (selected: readonly CalendarType[], type: CalendarType): CalendarType[] =>
  selected.includes(type) ? selected.filter((t) => t !== type) : CALENDAR_TYPES.filter((t) => t === type || selected.includes(t));

export const selectAll = (): CalendarType[] => [...CALENDAR_TYPES];
export const deselectAll = (): CalendarType[] => [];
