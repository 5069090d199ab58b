import { matrixOf, type Matrix } from './areas';
import { BUILT_IN_ROLE_NAMES as NAMES } from './names';

export interface BuiltInRole {
  key: string;
  name: string;
  fullAccess: boolean;
  matrix: Matrix;
}

/**
 * The roles a new database starts with. `admin` and `client` are the two demo logins' roles (SPEC §6):
 * everything, and only the base rules (read ACL and Auth).
 */
export const BUILT_IN_ROLES: BuiltInRole[] = [
  { key: 'admin', name: NAMES['admin'], fullAccess: true, matrix: matrixOf({ users: 'rwc', roles: 'rwc', invoices: 'rwc', email: 'rwc', chat: 'rwc', calendar: 'rwc', kanban: 'rwc', todo: 'rwc', apiKeys: 'rwc', ecommerce: 'rwc', blog: 'rwc' }) },
  { key: 'manager', name: NAMES['manager'], fullAccess: false, matrix: matrixOf({ users: 'rwc', roles: 'r', invoices: 'rwc', email: 'rwc', chat: 'rwc', calendar: 'rwc', kanban: 'rwc', todo: 'rwc', apiKeys: 'rwc', ecommerce: 'rwc', blog: 'rwc' }) },
  { key: 'user', name: NAMES['user'], fullAccess: false, matrix: matrixOf({ users: 'r', invoices: 'r', email: 'rwc', chat: 'rwc', calendar: 'rwc', kanban: 'rwc', todo: 'rwc', apiKeys: 'rwc', blog: 'r' }) },
  { key: 'support', name: NAMES['support'], fullAccess: false, matrix: matrixOf({ users: 'r', invoices: 'r', email: 'rwc', chat: 'rwc', calendar: 'r', kanban: 'r', todo: 'rwc', blog: 'r' }) },
  { key: 'restricted-user', name: NAMES['restricted-user'], fullAccess: false, matrix: matrixOf({ email: 'r', calendar: 'r', kanban: 'r', todo: 'r', blog: 'r' }) },
  { key: 'client', name: NAMES['client'], fullAccess: false, matrix: matrixOf({}) },
];

/** What each of the spec's sample permissions (SPEC §6) grants, by name. */
export const SAMPLE_PERMISSION_GRANTS: Record<string, { area: string; levels: string }> = {
  Management: { area: 'roles', levels: 'rwc' },
  'Manage Billing & Roles': { area: 'invoices', levels: 'rwc' },
  'Add & Remove Users': { area: 'users', levels: 'wc' },
  'Project Planning': { area: 'kanban', levels: 'rwc' },
  'Manage Email Sequences': { area: 'email', levels: 'rwc' },
  'Client Communication': { area: 'chat', levels: 'rwc' },
  'Only View': { area: 'users', levels: 'r' },
  'Financial Management': { area: 'invoices', levels: 'rw' },
  "Manage Others' Tasks": { area: 'todo', levels: 'rwc' },
};

/** Sample people get their role from this cycle, so counts differ and stay the same on every run. */
export const ROLE_CYCLE = ['user', 'manager', 'user', 'support', 'admin', 'user', 'restricted-user', 'support', 'user', 'manager', 'user'];

/** The password of every sample person (the README says so); the two demo logins keep theirs. */
export const SAMPLE_PASSWORD = 'tablero';
