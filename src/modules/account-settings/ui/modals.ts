import { lazyPanel } from '@/web/components/form/lazy-panel';
import type { AddressFormProps } from './address-form';
import type { CardFormProps } from './card-form';
import type { ProfileFormProps } from './profile-form';

// Each modal's code and the zod it validates with load the first time it opens.
export const CardModal = lazyPanel<CardFormProps>(() => import('./card-form').then((m) => m.CardForm), ({ show }) => show);
export const AddressModal = lazyPanel<AddressFormProps>(() => import('./address-form').then((m) => m.AddressForm), ({ show }) => show);
export const ProfileModal = lazyPanel<ProfileFormProps>(() => import('./profile-form').then((m) => m.ProfileForm), ({ show }) => show);
