import type { EndpointResponse } from '@/platform/contract/define-endpoint';
import { api } from '@/web/api/api-slice';
import { requestFor } from '@/web/api/request';
import { calendarContract, type CalendarEvent, type CalendarEventInput, type CalendarEventsQuery } from '../contract';

type C = typeof calendarContract;

export const calendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    calendarEvents: build.query<CalendarEvent[], CalendarEventsQuery>({
      query: (query) => requestFor(calendarContract.events, { query }),
      providesTags: ['Calendar'],
    }),
    calendarGuests: build.query<EndpointResponse<C['guests']>, void>({
      query: () => requestFor(calendarContract.guests, { query: {} }),
    }),
    addCalendarEvent: build.mutation<CalendarEvent, CalendarEventInput>({
      query: (event) => requestFor(calendarContract.add, { body: { event } }),
      invalidatesTags: ['Calendar'],
    }),
    updateCalendarEvent: build.mutation<CalendarEvent, CalendarEventInput & { id: number }>({
      query: (event) => requestFor(calendarContract.update, { body: { event } }),
      invalidatesTags: ['Calendar'],
    }),
    removeCalendarEvent: build.mutation<{ id: number }, number>({
      query: (id) => requestFor(calendarContract.remove, { body: { id } }),
      invalidatesTags: ['Calendar'],
    }),
  }),
});

export const { useCalendarEventsQuery, useCalendarGuestsQuery, useAddCalendarEventMutation, useUpdateCalendarEventMutation, useRemoveCalendarEventMutation } = calendarApi;
