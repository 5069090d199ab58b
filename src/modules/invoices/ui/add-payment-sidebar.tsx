import { lazyPanel } from '@/web/components/form/lazy-panel';
import type { AddPaymentFormProps } from './add-payment-form';

/** The payment form, loaded (with the schema it validates with) the first time it opens. */
export const AddPaymentSidebar = lazyPanel<AddPaymentFormProps>(() => import('./add-payment-form').then((m) => m.AddPaymentForm), ({ show }) => show);
