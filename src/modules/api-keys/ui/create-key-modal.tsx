import { lazyPanel } from '@/web/components/form/lazy-panel';
import type { CreateKeyDialogProps } from './create-key-dialog';

/** The create form and its schema load when the dialog first opens, not with the page. */
export const CreateKeyModal = lazyPanel<CreateKeyDialogProps>(() => import('./create-key-dialog').then((m) => m.CreateKeyDialog), ({ show }) => show);
