import { api } from '@/web/api/api-slice';
import { contractEndpoints } from '@/web/api/contract-endpoints';
import { requestFor } from '@/web/api/request';
import type { EndpointResponse } from '@/platform/contract/define-endpoint';
import type { EmailViewQuery, emailContract } from '../contract';
import { emailRoutes } from '../routes';

declare module '@/web/api/api-slice' {
  interface ApiTags {
    Email: true;
  }
}

type EmailPage = EndpointResponse<(typeof emailContract)['list']>;

export const emailApi = api.enhanceEndpoints({ addTagTypes: ['Email'] }).injectEndpoints({
  endpoints: (build) => {
    const email = contractEndpoints<typeof emailContract>(build, emailRoutes);
    return {
      // Pages follow one another by cursor; after a change every page held is read again from the first.
      emails: build.infiniteQuery<EmailPage, EmailViewQuery, string | null>({
        infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (last) => last.nextCursor },
        query: ({ queryArg, pageParam }) => requestFor(emailRoutes.list, { query: { ...queryArg, cursor: pageParam ?? undefined } }),
        providesTags: ['Email'],
      }),
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
                for (const page of draft.pages) for (const mail of page.emails) if (emailIds.includes(mail.id)) Object.assign(mail, dataToUpdate);
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

export const { useEmailContactsQuery, useEmailsInfiniteQuery, useEmailQuery, useLazyPaginateEmailQuery, useUpdateEmailsMutation, useToggleEmailLabelMutation, useSendEmailMutation, useSaveDraftMutation } = emailApi;
