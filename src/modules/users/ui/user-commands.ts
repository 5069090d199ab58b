import type { TFunction } from 'i18next';
import { confirm } from '@/web/feedback/confirm';
import { confirmDelete } from '@/web/feedback/confirm-delete';
import { notify } from '@/web/feedback/notify';
import type { AppDispatch } from '@/web/store';
import type { User } from '../contract';
import { refusalText, withRefusalText } from './refusal';
import { usersApi } from './users-api';

// What the list's row menu and the user view do to a person. The list loads this file when a command is first
// chosen, so the list itself stays light.

/** Suspend (asked first: every session ends at once) or activate; the outcome in a toast. */
export async function toggleUserStatus(dispatch: AppDispatch, t: TFunction, user: User): Promise<void> {
  const suspend = user.status !== 'inactive';
  if (suspend && !(await confirm({ title: t('users.view.suspendTitle'), text: t('users.view.suspendText', { name: user.fullName }), confirmText: t('users.view.suspend') }))) return;
  try {
    await dispatch(usersApi.endpoints.updateUserStatus.initiate({ id: user.id, status: suspend ? 'inactive' : 'active' })).unwrap();
    notify.success(t(suspend ? 'users.view.suspended' : 'users.view.activated', { name: user.fullName }));
  } catch (e) {
    notify.error(refusalText(t, e));
  }
}

/** Delete, asked first; a guard rail's refusal said in the page's language. */
export function deleteUser(dispatch: AppDispatch, t: TFunction, user: User): Promise<void> {
  return confirmDelete({
    title: t('users.deleteTitle'),
    text: t('users.deleteText', { name: user.fullName }),
    run: () =>
      dispatch(usersApi.endpoints.deleteUser.initiate(user.id))
        .unwrap()
        .catch((e: unknown) => Promise.reject(withRefusalText(t, e))),
    done: t('users.deleted', { name: user.fullName }),
  });
}
