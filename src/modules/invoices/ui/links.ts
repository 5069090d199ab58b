/** Where the invoice pages live (the app's route table holds the same paths; a module may not import it). */
export const invoiceLinks = {
  list: '/apps/invoice/list',
  add: '/apps/invoice/add',
  preview: (id: number) => `/apps/invoice/preview/${id}`,
  edit: (id: number) => `/apps/invoice/edit/${id}`,
  print: (id: number) => `/apps/invoice/print/${id}`,
};
