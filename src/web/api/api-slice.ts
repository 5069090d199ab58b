import { createApi } from '@reduxjs/toolkit/query/react';
import { dynamicMiddleware, rootReducer, store } from '@/web/store';
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

// Joins the store the first time a page that fetches is loaded; the action makes the store take the new reducer now.
rootReducer.inject(api);
dynamicMiddleware.addMiddleware(api.middleware);
store.dispatch({ type: 'api/joined' });
