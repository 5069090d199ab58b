import { api } from '@/web/api/api-slice';
import { contractEndpoints } from '@/web/api/contract-endpoints';
import type { emailContract } from '../contract';
import { emailRoutes } from '../routes';

declare module '@/web/api/api-slice' {
  interface ApiTags {
    Email: true;
  }
}

export const emailApi = api.enhanceEndpoints({ addTagTypes: ['Email'] }).injectEndpoints({
  endpoints: (build) => {
    const email = contractEndpoints<typeof emailContract>(build, emailRoutes);
    return {
      emails: email.query('list', 'query', { providesTags: ['Email'] }),
      email: email.query('get', 'query', { providesTags: ['Email'] }),
      paginateEmail: email.query('paginate', 'query'),
      emailContacts: email.query('contacts', 'query.q'),
      updateEmails: email.mutation('update', 'body', {
        invalidatesTags: ['Email'],
        // Stars and read marks change at once in every cached list; the refetch brings counts in line.
        async onQueryStarted({ emailIds, dataToUpdate }, { dispatch, getState, queryFulfilled }) {
          const patches = emailApi.util.selectCachedArgsForQuery(getState(), 'emails').map((args) =>
            dispatch(
              emailApi.util.updateQueryData('emails', args, (draft) => {
                for (const mail of draft.emails) if (emailIds.includes(mail.id)) Object.assign(mail, dataToUpdate);
              }),
            ),
          );
          await queryFulfilled.catch(() => patches.forEach((p) => p.undo()));
        },
      }),
      toggleEmailLabel: email.mutation('updateLabel', 'body', { invalidatesTags: ['Email'] }),
      sendEmail: email.mutation('send', 'body', { invalidatesTags: ['Email'] }),
      saveDraft: email.mutation('saveDraft', 'body', { invalidatesTags: ['Email'] }),
    };
  },
});

export const { useEmailContactsQuery, useEmailsQuery, useEmailQuery, useLazyPaginateEmailQuery, useUpdateEmailsMutation, useToggleEmailLabelMutation, useSendEmailMutation, useSaveDraftMutation } = emailApi;
