import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, Pencil, Trash2, UserCheck, UserX } from 'lucide-react';
import type { AppAbility } from '@/platform/auth/abilities';
import { RowActions } from '@/web/components/row-actions';
import { useAbility } from '@/web/session/ability';
import type { User } from '../contract';
import { EditUserModal } from './edit-user-modal';
import { useUserCommands } from './use-user-commands';

/**
 * A person's row actions: view, edit (the edit panel, here on the list), suspend or activate (an invited person
 * has nothing to activate yet), delete; each shown only to whoever may do it.
 */
export function UserRowActions({ user }: { user: User }) {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const { toggleStatus, remove, statusBusy } = useUserCommands();
  const [editing, setEditing] = useState(false);
  const suspended = user.status === 'inactive';
  const mayUpdate = ability.can('update', 'User');
  return (
    <>
      <RowActions
        label={t('users.actionsFor', { name: user.fullName })}
        actions={[
          { id: 'view', label: t('users.viewProfile'), icon: <Eye size={16} />, to: `/apps/user/view/${user.id}` },
          mayUpdate && { id: 'edit', label: t('common.edit'), icon: <Pencil size={16} />, onSelect: () => setEditing(true) },
          mayUpdate &&
            user.status !== 'pending' && {
              id: suspended ? 'activate' : 'suspend',
              label: t(suspended ? 'users.view.activate' : 'users.view.suspend'),
              icon: suspended ? <UserCheck size={16} /> : <UserX size={16} />,
              disabled: statusBusy,
              onSelect: () => void toggleStatus(user),
            },
          ability.can('delete', 'User') && { id: 'delete', label: t('common.delete'), icon: <Trash2 size={16} />, danger: true, onSelect: () => void remove(user) },
        ]}
      />
      <EditUserModal user={user} show={editing} onClose={() => setEditing(false)} />
    </>
  );
}
