import { lazyPanel } from '@/web/components/form/lazy-panel';
import type { AddClientFormProps } from './add-client-form';

/** The add-client form, loaded (with the schema it validates with) the first time it opens. */
export const AddClientSidebar = lazyPanel<AddClientFormProps>(() => import('./add-client-form').then((m) => m.AddClientForm), ({ show }) => show);
