import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './base-query';

/**
 * The cache tags. The shell owns `Session`; each module adds its own from its api file, in the type
 * (`declare module '@/web/api/api-slice' { interface ApiTags { Todo: true } }`) and at run time
 * (`api.enhanceEndpoints({ addTagTypes: ['Todo'] })`), so this file names no module.
 */
export interface ApiTags {
  Session: true;
}
export type TagType = keyof ApiTags;

/**
 * The one API slice. Each module injects its endpoints (`injectEndpoints`), built from its routes and
 * contract with `contractEndpoints`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: ['Session'] as TagType[],
  endpoints: () => ({}),
});
