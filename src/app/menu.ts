import { ChartPie, CheckSquare, Component, FileWarning, LayoutDashboard, LayoutTemplate, LockKeyhole, Palette, Puzzle, SquareKanban, SquarePen, Table } from 'lucide-react';
import type { AppAbility } from '@/platform/auth/abilities';
import type { MenuEntry, MenuGroup, MenuLink, UserMenuLink } from '@/web/layout/menu-types';
import { USER_MENU_SLOTS, type UserMenuSlot } from '@/web/layout/user-menu-slots';
import type { MenuSection } from '@/web/web-module';
import { allows } from './guards';
import { allPages } from './modules';

const SECTIONS: Record<MenuSection, Omit<MenuGroup, 'children' | 'kind'>> = {
  dashboards: { titleKey: 'nav.dashboards', icon: LayoutDashboard },
  apps: { titleKey: 'nav.apps', icon: CheckSquare },
  cards: { titleKey: 'nav.cards', icon: SquareKanban },
  pages: { titleKey: 'nav.pages', icon: LayoutTemplate },
  ui: { titleKey: 'nav.ui', icon: Palette },
  components: { titleKey: 'nav.components', icon: Component },
  extensions: { titleKey: 'nav.extensions', icon: Puzzle },
  forms: { titleKey: 'nav.forms', icon: SquarePen },
  tables: { titleKey: 'nav.tables', icon: Table },
  charts: { titleKey: 'nav.charts', icon: ChartPie },
  authentication: { titleKey: 'nav.authentication', icon: LockKeyhole },
  misc: { titleKey: 'nav.misc', icon: FileWarning },
  layouts: { titleKey: 'nav.layouts', icon: LayoutTemplate },
};

/** The menu, derived from the modules' pages: only pages that exist and that this user may open. */
export function menuFor(ability: AppAbility): MenuEntry[] {
  const entries: MenuEntry[] = [];
  const groups = new Map<MenuSection, MenuGroup>();
  for (const page of allPages) {
    if (!page.menu || !allows(ability, page.access)) continue;
    const { titleKey, section, icon } = page.menu;
    if (!section) {
      entries.push({ kind: 'link', path: page.path, titleKey, icon });
      continue;
    }
    let group = groups.get(section);
    if (!group) {
      group = { kind: 'group', ...SECTIONS[section], children: [] };
      groups.set(section, group);
      entries.push(group);
    }
    group.children.push({ kind: 'link', path: page.path, titleKey });
  }
  return entries;
}

const SLOT_ORDER = Object.keys(USER_MENU_SLOTS) as UserMenuSlot[];

/** The user menu's entries, from the pages that claim one: in the slots' order, only those this user may open. */
export function userMenuFor(ability: AppAbility): UserMenuLink[] {
  return allPages
    .flatMap((page) => (page.userMenu && allows(ability, page.access) ? [{ page, slot: page.userMenu }] : []))
    .sort((a, b) => SLOT_ORDER.indexOf(a.slot) - SLOT_ORDER.indexOf(b.slot))
    .map(({ page, slot }) => ({ kind: 'link', path: page.path, titleKey: USER_MENU_SLOTS[slot].titleKey, icon: page.menu?.icon ?? USER_MENU_SLOTS[slot].icon }));
}

/** Every page this user may open that has a name (a menu entry or a user menu entry), once each: the navbar widgets get it (search, bookmarks). */
export function pageLinksFor(menu: MenuEntry[], userMenu: UserMenuLink[]): MenuLink[] {
  const links = new Map<string, MenuLink>();
  for (const entry of menu) for (const link of entry.kind === 'group' ? entry.children : [entry]) links.set(link.path, { ...link, icon: entry.icon });
  for (const { icon, ...link } of userMenu) if (icon && !links.has(link.path)) links.set(link.path, { ...link, icon });
  return [...links.values()];
}
