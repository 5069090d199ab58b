import { defineRoutes } from '@/platform/contract/define-routes';
import { usersAccess } from './access';

export const USER_PLANS = ['basic', 'team', 'company', 'enterprise'] as const;
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export const USER_BILLING = ['Manual - Credit Card', 'Manual - PayPal', 'Manual - Cash', 'Auto Debit'] as const;
export const USER_SORT_COLUMNS = ['fullName', 'email', 'role', 'currentPlan', 'status', 'billing', 'company', 'country'] as const;
/** What a user's history records; the account flows add their own (a password set, two-step switched). */
export const USER_EVENT_KINDS = ['created', 'invited', 'edited', 'status', 'plan', 'role', 'two-factor', 'password', 'deleted'] as const;

export const usersRoutes = defineRoutes({
  list: { method: 'GET', path: '/users/list/data', access: usersAccess('read') },
  stats: { method: 'GET', path: '/users/list/stats', access: usersAccess('read') },
  exportList: { method: 'GET', path: '/users/list/export', access: usersAccess('read') },
  add: { method: 'POST', path: '/apps/users/add-user', access: usersAccess('create') },
  user: { method: 'GET', path: '/users/user', access: usersAccess('read') },
  update: { method: 'POST', path: '/apps/users/update-user', access: usersAccess('update') },
  updateStatus: { method: 'POST', path: '/apps/users/update-status', access: usersAccess('update') },
  activity: { method: 'GET', path: '/apps/users/activity', access: usersAccess('read') },
  security: { method: 'GET', path: '/apps/users/security', access: usersAccess('read') },
  twoFactor: { method: 'POST', path: '/apps/users/two-factor', access: usersAccess('update') },
  remove: { method: 'DELETE', path: '/apps/users/delete', access: usersAccess('delete') },
});
