import { Link } from 'react-router';
import { Avatar } from '@/web/components/avatar';
import type { ListColumn } from '@/web/components/list-column';
import type { User } from '../contract';
import { RoleName } from './role-icon';
import { useRoleChoices } from './role-names';
import { slug } from './slug';
import { StatusBadge } from './status-badge';
import { UserRowActions } from './user-row-actions';

/** The role's name as the Roles page calls it (a hook: names come from the roles the server has). */
function RoleCell({ roleKey }: { roleKey: string }) {
  const { label } = useRoleChoices();
  return <RoleName roleKey={roleKey} label={label(roleKey)} />;
}

/** The users table: every column sorts on the server; the name opens the user's page. */
export const USER_COLUMNS: readonly ListColumn<User>[] = [
  {
    id: 'fullName',
    header: 'users.fields.fullName',
    sort: 'fullName',
    canHide: false,
    cell: (user) => (
      <div className="d-flex align-items-center gap-2">
        <Avatar name={user.fullName} src={user.avatar || null} size="sm" />
        <div className="lh-sm">
          <Link className="d-block fw-semibold tb-user-link" to={`/apps/user/view/${user.id}`}>
            <bdi>{user.fullName}</bdi>
          </Link>
          <small className="text-body-secondary">{user.email}</small>
        </div>
      </div>
    ),
  },
  { id: 'role', header: 'users.fields.role', sort: 'role', cell: (user) => <RoleCell roleKey={user.role} /> },
  { id: 'currentPlan', header: 'users.fields.currentPlan', sort: 'currentPlan', cell: (user, t) => t(`users.plans.${user.currentPlan}`) },
  { id: 'billing', header: 'users.fields.billing', sort: 'billing', className: 'text-nowrap', cell: (user, t) => t(`users.billingOptions.${slug(user.billing)}`) },
  { id: 'status', header: 'users.fields.status', sort: 'status', cell: (user) => <StatusBadge status={user.status} /> },
  { id: 'actions', header: 'common.actions', align: 'end', canHide: false, cell: (user) => <UserRowActions user={user} /> },
];
