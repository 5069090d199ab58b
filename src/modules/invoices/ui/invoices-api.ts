import { api } from '@/web/api/api-slice';
import { contractEndpoints } from '@/web/api/contract-endpoints';
import type { invoicesContract } from '../contract';
import { invoicesRoutes } from '../routes';

declare module '@/web/api/api-slice' {
  interface ApiTags {
    Invoice: true;
    InvoiceClient: true;
  }
}

export const invoicesApi = api.enhanceEndpoints({ addTagTypes: ['Invoice', 'InvoiceClient'] }).injectEndpoints({
  endpoints: (build) => {
    const invoices = contractEndpoints<typeof invoicesContract>(build, invoicesRoutes);
    return {
      invoices: invoices.query('list', 'query', { providesTags: ['Invoice'] }),
      invoice: invoices.query('get', (id: number) => ({ params: { id } }), { providesTags: (_r, _e, id) => [{ type: 'Invoice', id }] }),
      invoiceClients: invoices.query('clients', 'query.q', { providesTags: ['InvoiceClient'] }),
      addInvoiceClient: invoices.mutation('addClient', 'body.client', { invalidatesTags: ['InvoiceClient'] }),
      addInvoice: invoices.mutation('add', 'body.invoice', { invalidatesTags: ['Invoice'] }),
      updateInvoice: invoices.mutation('update', 'body', { invalidatesTags: ['Invoice'] }),
      addInvoicePayment: invoices.mutation('addPayment', 'body', { invalidatesTags: ['Invoice'] }),
      sendInvoice: invoices.mutation('send', 'body', { invalidatesTags: ['Invoice'] }),
      deleteInvoice: invoices.mutation('remove', 'body.id', { invalidatesTags: ['Invoice'] }),
    };
  },
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
