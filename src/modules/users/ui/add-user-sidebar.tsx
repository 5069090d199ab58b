import { lazyPanel } from '@/web/components/form/lazy-panel';
import type { AddUserFormProps } from './add-user-form';

/** The add-user form, loaded (with the schema it validates with) the first time it opens. */
export const AddUserSidebar = lazyPanel<AddUserFormProps>(() => import('./add-user-form').then((m) => m.AddUserForm), ({ show }) => show);
