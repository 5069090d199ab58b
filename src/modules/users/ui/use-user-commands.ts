import { useTranslation } from 'react-i18next';
import { confirm } from '@/web/feedback/confirm';
import { confirmDelete } from '@/web/feedback/confirm-delete';
import { notify } from '@/web/feedback/notify';
import type { User } from '../contract';
import { refusalText, withRefusalText } from './refusal';
import { useDeleteUserMutation, useUpdateUserStatusMutation } from './users-api';

/** Suspend (asked first: every session ends) or activate a person, and delete (asked first): the list's rows and the user view share these. */
export function useUserCommands() {
  const { t } = useTranslation();
  const [updateStatus, { isLoading: statusBusy }] = useUpdateUserStatusMutation();
  const [deleteUser] = useDeleteUserMutation();

  const toggleStatus = async (user: User) => {
    const suspend = user.status !== 'inactive';
    if (suspend && !(await confirm({ title: t('users.view.suspendTitle'), text: t('users.view.suspendText', { name: user.fullName }), confirmText: t('users.view.suspend') }))) return;
    try {
      await updateStatus({ id: user.id, status: suspend ? 'inactive' : 'active' }).unwrap();
      notify.success(t(suspend ? 'users.view.suspended' : 'users.view.activated', { name: user.fullName }));
    } catch (e) {
      notify.error(refusalText(t, e));
    }
  };

  const remove = (user: User) =>
    confirmDelete({
      title: t('users.deleteTitle'),
      text: t('users.deleteText', { name: user.fullName }),
      run: () =>
        deleteUser(user.id)
          .unwrap()
          .catch((e: unknown) => Promise.reject(withRefusalText(t, e))),
      done: t('users.deleted', { name: user.fullName }),
    });

  return { toggleStatus, remove, statusBusy };
}
