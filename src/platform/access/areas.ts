import type { AbilityRule } from '@/platform/auth/abilities';

/**
 * The areas of the Roles page's matrix, each the CASL subjects it governs. A role grants read,
 * write (change and delete) or create per area; the server checks the compiled rules on every
 * endpoint and the browser draws its menu from the same rules.
 */
export const AREA_SUBJECTS = {
  users: ['User'],
  roles: ['Role', 'Permission'],
  invoices: ['Invoice'],
  email: ['Email'],
  chat: ['Chat'],
  calendar: ['Calendar'],
  kanban: ['Kanban'],
  todo: ['Todo'],
  apiKeys: ['ApiKey'],
  ecommerce: ['Ecommerce'],
  blog: ['Blog'],
} as const;

export type AccessArea = keyof typeof AREA_SUBJECTS;
export const ACCESS_AREAS = Object.keys(AREA_SUBJECTS) as AccessArea[];

export const LEVELS = ['read', 'write', 'create'] as const;
export type Level = (typeof LEVELS)[number];
const LEVEL_ACTIONS: Record<Level, string[]> = { read: ['read'], write: ['update', 'delete'], create: ['create'] };

export type Grant = Record<Level, boolean>;
export type Matrix = Record<AccessArea, Grant>;

/** What every signed-in account may do whatever its role (SPEC §6: the client demo has exactly this). */
export const BASE_RULES: AbilityRule[] = [
  { action: 'read', subject: 'ACL' },
  { action: 'read', subject: 'Auth' },
];
/** A full-access role may do everything, including what only administrators see (the outbox). */
export const FULL_ACCESS_RULES: AbilityRule[] = [{ action: 'manage', subject: 'all' }];

const noGrant = (): Grant => ({ read: false, write: false, create: false });

/** A stored matrix read back whole: an area missing from the JSON grants nothing. */
export function matrixFrom(json: string): Matrix {
  const stored = JSON.parse(json) as Partial<Record<string, Partial<Grant>>>;
  return Object.fromEntries(ACCESS_AREAS.map((area) => [area, { read: stored[area]?.read === true, write: stored[area]?.write === true, create: stored[area]?.create === true }])) as Matrix;
}

/** One matrix from a letter code per area (r, w, c), e.g. `{ users: 'rw' }`; areas left out grant nothing. */
export function matrixOf(codes: Partial<Record<AccessArea, string>>): Matrix {
  return Object.fromEntries(
    ACCESS_AREAS.map((area) => {
      const code = codes[area] ?? '';
      return [area, code ? { read: code.includes('r'), write: code.includes('w'), create: code.includes('c') } : noGrant()];
    }),
  ) as Matrix;
}

/** A permission's grant: some levels of one area. */
export interface AreaGrant {
  area: string | null;
  levels: string;
}

/** The rules of a role: its matrix and the permissions assigned to it, over the base every account has. */
export function compileRules(fullAccess: boolean, matrix: Matrix, permissions: AreaGrant[]): AbilityRule[] {
  if (fullAccess) return FULL_ACCESS_RULES;
  const granted = new Map<AccessArea, Set<Level>>();
  const add = (area: AccessArea, level: Level) => granted.set(area, (granted.get(area) ?? new Set()).add(level));
  for (const area of ACCESS_AREAS) for (const level of LEVELS) if (matrix[area][level]) add(area, level);
  for (const p of permissions) {
    if (!p.area || !(p.area in AREA_SUBJECTS)) continue;
    for (const level of LEVELS) if (p.levels.includes(level[0])) add(p.area as AccessArea, level);
  }
  const rules = [...BASE_RULES];
  for (const area of ACCESS_AREAS) {
    const levels = granted.get(area);
    if (!levels) continue;
    const actions = LEVELS.filter((l) => levels.has(l)).flatMap((l) => LEVEL_ACTIONS[l]);
    for (const subject of AREA_SUBJECTS[area]) rules.push(...actions.map((action) => ({ action, subject })));
  }
  return rules;
}

/** Whether `after` allows something `before` did not (nobody may raise their own role). */
export function grantsMore(before: AbilityRule[], after: AbilityRule[]): boolean {
  if (before.some((r) => r.action === 'manage' && r.subject === 'all')) return false;
  const had = new Set(before.map((r) => `${r.action} ${r.subject}`));
  return after.some((r) => !had.has(`${r.action} ${r.subject}`));
}
