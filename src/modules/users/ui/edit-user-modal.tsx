import { lazyPanel } from '@/web/components/form/lazy-panel';
import type { EditUserFormProps } from './edit-user-form';

/** The edit-user form, loaded (with the schema it validates with) the first time it opens. */
export const EditUserModal = lazyPanel<EditUserFormProps>(() => import('./edit-user-form').then((m) => m.EditUserForm), ({ show }) => show);
