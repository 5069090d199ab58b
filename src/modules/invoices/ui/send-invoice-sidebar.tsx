import { lazyPanel } from '@/web/components/form/lazy-panel';
import type { SendInvoiceFormProps } from './send-invoice-form';

/** The send form, loaded (with the schema it validates with) the first time it opens. */
export const SendInvoiceSidebar = lazyPanel<SendInvoiceFormProps>(() => import('./send-invoice-form').then((m) => m.SendInvoiceForm), ({ show }) => show);
