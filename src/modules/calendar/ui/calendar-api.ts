import { api } from '@/web/api/api-slice';
import { contractEndpoints } from '@/web/api/contract-endpoints';
import type { calendarContract } from '../contract';
import { calendarRoutes } from '../routes';

declare module '@/web/api/api-slice' {
  interface ApiTags {
    Calendar: true;
  }
}

export const calendarApi = api.enhanceEndpoints({ addTagTypes: ['Calendar'] }).injectEndpoints({
  endpoints: (build) => {
    const calendar = contractEndpoints<typeof calendarContract>(build, calendarRoutes);
    return {
      calendarEvents: calendar.query('events', 'query', { providesTags: ['Calendar'] }),
      calendarGuests: calendar.query('guests'),
      addCalendarEvent: calendar.mutation('add', 'body.event', { invalidatesTags: ['Calendar'] }),
      updateCalendarEvent: calendar.mutation('update', 'body.event', { invalidatesTags: ['Calendar'] }),
      removeCalendarEvent: calendar.mutation('remove', 'body.id', { invalidatesTags: ['Calendar'] }),
    };
  },
});

export const { useCalendarEventsQuery, useCalendarGuestsQuery, useAddCalendarEventMutation, useUpdateCalendarEventMutation, useRemoveCalendarEventMutation } = calendarApi;
