import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './base-query';

/**
 * The one API slice. Tags are declared here; each module injects its endpoints
 * (`api.injectEndpoints`) built from its routes and contract with `contractEndpoints`.
 */
export const TAG_TYPES = ['Session', 'Todo', 'Notification', 'Permission', 'User', 'Kanban', 'Invoice', 'InvoiceClient', 'Role', 'Email', 'Chat', 'ChatProfile', 'Calendar'] as const;
export type TagType = (typeof TAG_TYPES)[number];

export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

