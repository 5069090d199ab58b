import { defineRoutes } from '@/platform/contract/define-routes';
import { calendarAccess } from './access';

/** SPEC §9: the five calendar types. */
export const CALENDAR_TYPES = ['Personal', 'Business', 'Family', 'Holiday', 'ETC'] as const;
export type CalendarType = (typeof CALENDAR_TYPES)[number];

export const calendarRoutes = defineRoutes({
  events: { method: 'GET', path: '/apps/calendar/events', access: calendarAccess('read') },
  add: { method: 'POST', path: '/apps/calendar/add-event', access: calendarAccess('create') },
  update: { method: 'POST', path: '/apps/calendar/update-event', access: calendarAccess('update') },
  remove: { method: 'DELETE', path: '/apps/calendar/remove-event', access: calendarAccess('delete') },
  guests: { method: 'GET', path: '/apps/calendar/guests', access: calendarAccess('read') },
});
