import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './base-query';

/**
 * The one API slice. Tags are declared here; each module injects its endpoints
 * (`api.injectEndpoints`) built from its contract with `requestFor`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: ['Session', 'Todo', 'Notification', 'Permission', 'User', 'Kanban', 'Invoice', 'InvoiceClient', 'Role', 'Email', 'Chat', 'ChatProfile', 'Calendar'],
  endpoints: () => ({}),
});

