import { api } from '@/web/api/api-slice';
import { contractEndpoints } from '@/web/api/contract-endpoints';
import type { componentsContract } from '../contract';
import { componentsRoutes } from '../routes';

/** The auto-complete suggestions (and the block-UI page's real requests). */
export const componentsApi = api.injectEndpoints({
  endpoints: (build) => {
    const components = contractEndpoints<typeof componentsContract>(build, componentsRoutes);
    return {
      autoCompleteTitles: components.query('autoComplete', 'query'),
    };
  },
});

export const { useAutoCompleteTitlesQuery, useLazyAutoCompleteTitlesQuery } = componentsApi;
