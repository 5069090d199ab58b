// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AbilityProvider } from '@casl/react';
import { buildAbility } from '@/platform/auth/abilities';
import { BASE_RULES, FULL_ACCESS_RULES } from '@/platform/access/areas';
import type { MenuEntry } from '@/web/layout/menu-types';
import { Allowed } from './guards';
import { menuFor, userMenuFor } from './menu';
import { paths } from './paths';

const admin = buildAbility(FULL_ACCESS_RULES);
const client = buildAbility(BASE_RULES);
const linksOf = (entries: MenuEntry[]): string[] => entries.flatMap((entry) => (entry.kind === 'link' ? [entry.path] : entry.children.map((child) => child.path)));

afterEach(cleanup);

describe('the menu', () => {
  it('gives a client fewer entries than an administrator, and only pages the client may open', () => {
    const adminLinks = linksOf(menuFor(admin));
    const clientLinks = linksOf(menuFor(client));
    expect(clientLinks.length).toBeLessThan(adminLinks.length);
    expect(clientLinks.every((path) => adminLinks.includes(path))).toBe(true);
    expect(adminLinks).toEqual(expect.arrayContaining(['/apps/todo', '/apps/email', '/apps/user/list']));
    expect(clientLinks).not.toContain('/apps/todo');
    expect(clientLinks).not.toContain('/apps/user/list');
    expect(clientLinks).toContain(paths.accessControl);
  });

  it('leaves out a group whose pages are all refused', () => {
    const none = buildAbility([{ action: 'read', subject: 'Nothing' }]);
    const groups = menuFor(none).filter((entry) => entry.kind === 'group');
    expect(groups.every((group) => group.kind === 'group' && group.children.length > 0)).toBe(true);
    expect(linksOf(menuFor(none))).not.toContain('/apps/todo');
  });
});

describe('the user menu', () => {
  it("lists the pages that claim an entry, in the slots' order, each only to those its access admits", () => {
    expect(userMenuFor(admin).map((link) => link.path)).toEqual(['/pages/profile', paths.accountSettings, '/apps/email', paths.todo, '/apps/chat', '/pages/pricing', '/pages/faq']);
    expect(userMenuFor(admin).map((link) => link.titleKey)).toEqual(['userMenu.profile', 'userMenu.accountSettings', 'userMenu.inbox', 'userMenu.tasks', 'userMenu.chats', 'userMenu.pricing', 'userMenu.faq']);
    const clientLinks = userMenuFor(client).map((link) => link.path);
    expect(clientLinks).toContain(paths.accountSettings);
    // Every account has a profile, and the help pages are for every signed-in account.
    expect(clientLinks).toEqual(expect.arrayContaining(['/pages/profile', '/pages/pricing', '/pages/faq']));
    expect(clientLinks).not.toContain(paths.todo);
  });
});

describe('Allowed', () => {
  const open = (ability: typeof admin) =>
    render(
      <AbilityProvider value={ability}>
        <MemoryRouter initialEntries={['/apps/todo']}>
          <Routes>
            <Route
              path="/apps/todo"
              element={
                <Allowed access={{ action: 'read', subject: 'Todo' }}>
                  <p>Tareas</p>
                </Allowed>
              }
            />
            <Route path={paths.notAuthorized} element={<p>No autorizado</p>} />
          </Routes>
        </MemoryRouter>
      </AbilityProvider>,
    );

  it('shows the page to a role that has the ability', () => {
    open(admin);
    expect(screen.getByText('Tareas')).toBeTruthy();
    expect(screen.queryByText('No autorizado')).toBeNull();
  });

  it('sends a role without it to the not-authorized page', () => {
    open(client);
    expect(screen.getByText('No autorizado')).toBeTruthy();
    expect(screen.queryByText('Tareas')).toBeNull();
  });
});
