import { lazyPanel } from '@/web/components/form/lazy-panel';
import type { AddAddressFormProps } from './add-address-form';

/** The add-address form, loaded (with the schema it validates with) the first time it opens. */
export const AddAddressSidebar = lazyPanel<AddAddressFormProps>(() => import('./add-address-form').then((m) => m.AddAddressForm), ({ show }) => show);
