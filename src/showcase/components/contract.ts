import { z } from 'zod';
import { defineContract } from '@/platform/contract/define-contract';
import { searchTerm } from '@/platform/contract/lists';
import { AUTOCOMPLETE_LIMIT_MAX, componentsRoutes } from './routes';

/** SPEC §3: an auto-complete entry. */
export const autoCompleteItem = z.object({ id: z.number(), title: z.string(), rank: z.number() });
export type AutoCompleteItem = z.infer<typeof autoCompleteItem>;

export const autoCompleteQuery = z.object({
  q: searchTerm,
  limit: z.coerce.number().int().min(1).max(AUTOCOMPLETE_LIMIT_MAX).default(AUTOCOMPLETE_LIMIT_MAX),
});
export type AutoCompleteQuery = z.infer<typeof autoCompleteQuery>;

export * from './routes';
export const componentsContract = defineContract(componentsRoutes, {
  autoComplete: {
    query: autoCompleteQuery,
    response: z.object({ autoComplete: z.array(autoCompleteItem) }),
    summary: 'The auto-complete entries, best ranked first; `q` keeps the titles that hold it (case-insensitive), those starting with it first; `limit` caps the answer',
  },
});
