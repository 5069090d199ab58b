import type { EndpointInput, EndpointResponse } from '@/platform/contract/define-endpoint';
import { api } from '@/web/api/api-slice';
import { requestFor } from '@/web/api/request';
import { emailContract, type DraftInput, type Email, type EmailListQuery, type SendInput } from '../contract';

type C = typeof emailContract;
type GetArgs = EndpointInput<C['get']>['query'];
type PaginateArgs = EndpointInput<C['paginate']>['query'];
type UpdateBody = EndpointInput<C['update']>['body'];

export const emailApi = api.injectEndpoints({
  endpoints: (build) => ({
    emails: build.query<EndpointResponse<C['list']>, EmailListQuery>({
      query: (query) => requestFor(emailContract.list, { query }),
      providesTags: ['Email'],
    }),
    email: build.query<EndpointResponse<C['get']>, GetArgs>({
      query: (query) => requestFor(emailContract.get, { query }),
      providesTags: ['Email'],
    }),
    paginateEmail: build.query<EndpointResponse<C['paginate']>, PaginateArgs>({
      query: (query) => requestFor(emailContract.paginate, { query }),
    }),
    emailContacts: build.query<EndpointResponse<C['contacts']>, string>({
      query: (q) => requestFor(emailContract.contacts, { query: { q } }),
    }),
    updateEmails: build.mutation<{ updated: number }, UpdateBody>({
      query: (body) => requestFor(emailContract.update, { body }),
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
    toggleEmailLabel: build.mutation<{ updated: number }, EndpointInput<C['updateLabel']>['body']>({
      query: (body) => requestFor(emailContract.updateLabel, { body }),
      invalidatesTags: ['Email'],
    }),
    sendEmail: build.mutation<Email, SendInput>({
      query: (body) => requestFor(emailContract.send, { body }),
      invalidatesTags: ['Email'],
    }),
    saveDraft: build.mutation<Email, DraftInput>({
      query: (body) => requestFor(emailContract.saveDraft, { body }),
      invalidatesTags: ['Email'],
    }),
  }),
});

export const { useEmailContactsQuery, useEmailsQuery, useEmailQuery, useLazyPaginateEmailQuery, useUpdateEmailsMutation, useToggleEmailLabelMutation, useSendEmailMutation, useSaveDraftMutation } = emailApi;
