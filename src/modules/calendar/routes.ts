import { defineRoutes } from '@/platform/contract/define-routes';

/** SPEC §9: the five calendar types. */
export const CALENDAR_TYPES = ['Personal', 'Business', 'Family', 'Holiday', 'ETC'] as const;
export type CalendarType = (typeof CALENDAR_TYPES)[number];
const access = (action: 'read' | 'create' | 'update' | 'delete') => ({ action, subject: 'Calendar' }) as const;

export const calendarRoutes = defineRoutes({
  events: { method: 'GET', path: '/apps/calendar/events', access: access('read') },
  add: { method: 'POST', path: '/apps/calendar/add-event', access: access('create') },
  update: { method: 'POST', path: '/apps/calendar/update-event', access: access('update') },
  remove: { method: 'DELETE', path: '/apps/calendar/remove-event', access: access('delete') },
  guests: { method: 'GET', path: '/apps/calendar/guests', access: access('read') },
});
