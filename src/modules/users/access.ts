import { accessTo } from '@/platform/contract/define-routes';

/** Who may use this module: its endpoints and its pages check the same rules (the 'User' area). */
export const usersAccess = accessTo('User');

/** The roles (the 'Role' area). */
export const rolesAccess = accessTo('Role');
