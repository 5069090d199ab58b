import i18n from 'i18next';
import { errorOf } from '@/web/api/request';
import { confirm } from './confirm';
import { notify } from './notify';

interface ConfirmDelete {
  title: string;
  text: string;
  /** "Delete" unless told. */
  confirmText?: string;
  /** The deletion (an RTK Query mutation's `.unwrap()`). */
  run: () => Promise<unknown>;
  /** The toast after it worked. */
  done: string;
}

/** Asks first, deletes, then says so in a toast (or shows the server's message). */
export async function confirmDelete({ title, text, confirmText, run, done }: ConfirmDelete): Promise<void> {
  if (!(await confirm({ title, text, confirmText: confirmText ?? i18n.t('common.delete') }))) return;
  try {
    await run();
    notify.success(done);
  } catch (e) {
    notify.error(errorOf(e).message);
  }
}
