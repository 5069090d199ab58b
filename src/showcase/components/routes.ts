import { defineRoutes } from '@/platform/contract/define-routes';

/** The most suggestions one call returns (SPEC §9 holds 100 entries). */
export const AUTOCOMPLETE_LIMIT_MAX = 100;

/** The components showcase's data: the auto-complete page's suggestions, for every signed-in account. */
export const componentsRoutes = defineRoutes({
  autoComplete: { method: 'GET', path: '/autocomplete/data', access: 'signed-in' },
});
