import { api } from '@/web/api/api-slice';
import { contractEndpoints } from '@/web/api/contract-endpoints';
import type { formPatternsContract } from '../contract';
import { formPatternRoutes } from '../routes';

declare module '@/web/api/api-slice' {
  interface ApiTags {
    SampleAccounts: true;
    SampleTeams: true;
  }
}

export const formPatternsApi = api.enhanceEndpoints({ addTagTypes: ['SampleAccounts', 'SampleTeams'] }).injectEndpoints({
  endpoints: (build) => {
    const forms = contractEndpoints<typeof formPatternsContract>(build, formPatternRoutes);
    const accountSaved = { invalidatesTags: ['SampleAccounts' as const] };
    return {
      sampleAccounts: forms.query('accounts', 'query', { providesTags: ['SampleAccounts'] }),
      addSampleAccount: forms.mutation('addAccount', 'body', accountSaved),
      register: forms.mutation('register', 'body', accountSaved),
      submitWizard: forms.mutation('wizard', 'body', accountSaved),
      sampleTeams: forms.query('teams', undefined, { providesTags: ['SampleTeams'] }),
      addSampleTeam: forms.mutation('addTeam', 'body', { invalidatesTags: ['SampleTeams'] }),
    };
  },
});

export const { useSampleAccountsQuery, useAddSampleAccountMutation, useRegisterMutation, useSubmitWizardMutation, useSampleTeamsQuery, useAddSampleTeamMutation } = formPatternsApi;
