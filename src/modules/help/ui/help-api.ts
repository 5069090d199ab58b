import { api } from '@/web/api/api-slice';
import { contractEndpoints } from '@/web/api/contract-endpoints';
import type { helpContract } from '../contract';
import { helpRoutes } from '../routes';

declare module '@/web/api/api-slice' {
  interface ApiTags {
    Pricing: true;
  }
}

/** Help content: every query carries the reader's language, so a change of language fetches the words again. */
export const helpApi = api.enhanceEndpoints({ addTagTypes: ['Pricing'] }).injectEndpoints({
  endpoints: (build) => {
    const help = contractEndpoints<typeof helpContract>(build, helpRoutes);
    return {
      faq: help.query('faq', 'query'),
      knowledgeBase: help.query('knowledgeBase', 'query'),
      kbCategory: help.query('category', 'query'),
      kbQuestion: help.query('question', 'query'),
      pricing: help.query('pricing', 'query', { providesTags: ['Pricing'] }),
      choosePlan: help.mutation('choosePlan', 'body.plan', { invalidatesTags: ['Pricing'] }),
    };
  },
});

export const { useFaqQuery, useKnowledgeBaseQuery, useKbCategoryQuery, useKbQuestionQuery, usePricingQuery, useChoosePlanMutation } = helpApi;
