import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { seededName } from './seeded-name';
import { permissionName } from './permission-name';
import { roleName } from './role-name';

// A stand-in for i18next: shows which key would be translated.
const t = ((key: string) => `«${key}»`) as unknown as TFunction;
const BOARDS = { scope: 'kanban.seededBoards', names: { todo: 'TODO', done: 'Done' } };

describe('names the product seeded', () => {
  it('are translated by their key while they keep the seeded name', () => {
    expect(seededName(t, BOARDS, 'TODO', 'todo')).toBe('«kanban.seededBoards.todo»');
    expect(permissionName(t, 'Only View')).toBe('«layout.permissionNames.onlyView»');
    expect(roleName(t, 'manager', 'manager')).toBe('«layout.roles.manager»');
    expect(roleName(t, 'manager')).toBe('«layout.roles.manager»');
  });

  it('are shown as typed once renamed, and so are names people gave', () => {
    expect(seededName(t, BOARDS, 'Por hacer', 'todo')).toBe('Por hacer');
    expect(seededName(t, BOARDS, 'Done', 'done-2')).toBe('Done');
    expect(seededName(t, BOARDS, 'QA', 'qa')).toBe('QA');
    expect(permissionName(t, 'Only View 2')).toBe('Only View 2');
    expect(roleName(t, 'manager', 'Jefes')).toBe('Jefes');
    expect(roleName(t, 'auditors', 'Auditors')).toBe('Auditors');
  });

  it('never take a key from the object prototype', () => {
    expect(seededName(t, BOARDS, 'x', 'constructor')).toBe('x');
    expect(permissionName(t, 'toString')).toBe('toString');
  });
});
