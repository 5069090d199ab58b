import type { EndpointResponse } from '@/platform/contract/define-endpoint';
import { api } from '@/web/api/api-slice';
import { requestFor } from '@/web/api/request';
import { invoicesContract, type InvoiceInput, type InvoiceListQuery, type NewClient, type PaymentInput, type SendInput } from '../contract';

type C = typeof invoicesContract;
type Detail = EndpointResponse<C['get']>;

export const invoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    invoices: build.query<EndpointResponse<C['list']>, InvoiceListQuery>({
      query: (query) => requestFor(invoicesContract.list, { query }),
      providesTags: ['Invoice'],
    }),
    invoice: build.query<Detail, number>({
      query: (id) => requestFor(invoicesContract.get, { params: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'Invoice', id }],
    }),
    invoiceClients: build.query<EndpointResponse<C['clients']>, string>({
      query: (q) => requestFor(invoicesContract.clients, { query: { q } }),
      providesTags: ['InvoiceClient'],
    }),
    addInvoiceClient: build.mutation<EndpointResponse<C['addClient']>, NewClient>({
      query: (client) => requestFor(invoicesContract.addClient, { body: { client } }),
      invalidatesTags: ['InvoiceClient'],
    }),
    addInvoice: build.mutation<Detail, InvoiceInput>({
      query: (invoice) => requestFor(invoicesContract.add, { body: { invoice } }),
      invalidatesTags: ['Invoice'],
    }),
    updateInvoice: build.mutation<Detail, { id: number; invoice: InvoiceInput }>({
      query: (body) => requestFor(invoicesContract.update, { body }),
      invalidatesTags: ['Invoice'],
    }),
    addInvoicePayment: build.mutation<Detail, PaymentInput>({
      query: (body) => requestFor(invoicesContract.addPayment, { body }),
      invalidatesTags: ['Invoice'],
    }),
    sendInvoice: build.mutation<Detail, SendInput>({
      query: (body) => requestFor(invoicesContract.send, { body }),
      invalidatesTags: ['Invoice'],
    }),
    deleteInvoice: build.mutation<{ id: number }, number>({
      query: (id) => requestFor(invoicesContract.remove, { body: { id } }),
      invalidatesTags: ['Invoice'],
    }),
  }),
});

export const {
  useInvoicesQuery,
  useInvoiceQuery,
  useInvoiceClientsQuery,
  useAddInvoiceClientMutation,
  useAddInvoiceMutation,
  useUpdateInvoiceMutation,
  useAddInvoicePaymentMutation,
  useSendInvoiceMutation,
  useDeleteInvoiceMutation,
} = invoicesApi;
