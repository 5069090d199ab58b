import { generatePath } from 'react-router';

/** Where the invoice pages live: the module's web manifest routes these paths, the screens link to them. */
export const invoicePaths = {
  list: '/apps/invoice/list',
  add: '/apps/invoice/add',
  preview: '/apps/invoice/preview/:id',
  edit: '/apps/invoice/edit/:id',
  print: '/apps/invoice/print/:id',
} as const;

export const invoiceLinks = {
  list: invoicePaths.list,
  add: invoicePaths.add,
  preview: (id: number) => generatePath(invoicePaths.preview, { id: String(id) }),
  edit: (id: number) => generatePath(invoicePaths.edit, { id: String(id) }),
  print: (id: number) => generatePath(invoicePaths.print, { id: String(id) }),
};
