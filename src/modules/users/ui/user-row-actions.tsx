import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, Pencil, Trash2, UserCheck, UserX } from 'lucide-react';
import type { AppAbility } from '@/platform/auth/abilities';
import { RowActions } from '@/web/components/row-actions';
import { useAbility } from '@/web/session/ability';
import { useAppDispatch } from '@/web/store';
import type { User } from '../contract';

/** The commands (and the confirmation dialogs they use) load when one is first chosen, the edit form when first opened. */
const commands = () => import('./user-commands');
const EditUserForm = lazy(() => import('./edit-user-form').then((m) => ({ default: m.EditUserForm })));

/**
 * A person's row actions: view, edit (the edit panel, here on the list), suspend or activate (an invited person
 * has nothing to activate yet), delete; each shown only to whoever may do it.
 */
export function UserRowActions({ user }: { user: User }) {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState(false);
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = (command: 'toggleUserStatus' | 'deleteUser') => {
    setBusy(true);
    void commands()
      .then((m) => m[command](dispatch, t, user))
      .finally(() => setBusy(false));
  };
  const edit = () => {
    setOpened(true);
    setEditing(true);
  };
  const suspended = user.status === 'inactive';
  const mayUpdate = ability.can('update', 'User');
  return (
    <>
      <RowActions
        label={t('users.actionsFor', { name: user.fullName })}
        actions={[
          { id: 'view', label: t('users.viewProfile'), icon: <Eye size={16} />, to: `/apps/user/view/${user.id}` },
          mayUpdate && { id: 'edit', label: t('common.edit'), icon: <Pencil size={16} />, onSelect: edit },
          mayUpdate &&
            user.status !== 'pending' && {
              id: suspended ? 'activate' : 'suspend',
              label: t(suspended ? 'users.view.activate' : 'users.view.suspend'),
              icon: suspended ? <UserCheck size={16} /> : <UserX size={16} />,
              disabled: busy,
              onSelect: () => run('toggleUserStatus'),
            },
          ability.can('delete', 'User') && { id: 'delete', label: t('common.delete'), icon: <Trash2 size={16} />, danger: true, disabled: busy, onSelect: () => run('deleteUser') },
        ]}
      />
      {/* Kept mounted once opened, so it can animate closed. */}
      {opened && (
        <Suspense fallback={null}>
          <EditUserForm user={user} show={editing} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </>
  );
}
