import { ROLE_AREAS, type PermissionMatrix } from './roles-contract';

type Grant = 'rwc' | 'rw' | 'r' | '';
const grant = (g: Grant) => ({ read: g.includes('r'), write: g.includes('w'), create: g.includes('c') });

/** A full matrix from one letter code per area, in ROLE_AREAS order. */
export function matrixOf(codes: Grant[]): PermissionMatrix {
  return Object.fromEntries(ROLE_AREAS.map((area, i) => [area, grant(codes[i] ?? '')])) as PermissionMatrix;
}

// Areas: user, content, disputes, database, financial, reporting, api, repository, payroll.
export const DEFAULT_ROLES: { name: string; permissions: PermissionMatrix }[] = [
  { name: 'administrator', permissions: matrixOf(['rwc', 'rwc', 'rwc', 'rwc', 'rwc', 'rwc', 'rwc', 'rwc', 'rwc']) },
  { name: 'manager', permissions: matrixOf(['rwc', 'rw', 'rw', 'r', 'rw', 'rwc', 'r', 'r', 'rw']) },
  { name: 'user', permissions: matrixOf(['r', 'rwc', 'r', '', '', 'r', '', 'rw', '']) },
  { name: 'support', permissions: matrixOf(['r', 'r', 'rwc', '', 'r', 'rw', 'r', '', '']) },
  { name: 'restricted-user', permissions: matrixOf(['r', 'r', '', '', '', 'r', '', '', '']) },
];

/** Seeded access roles cycle through this list, so counts differ and stay the same on every run. */
export const ACCESS_ROLE_CYCLE = ['user', 'manager', 'user', 'support', 'administrator', 'user', 'restricted-user', 'support', 'user', 'manager', 'user'];
