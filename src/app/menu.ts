import type { AppAbility } from '@/platform/auth/abilities';
import type { MenuEntry, MenuGroup } from '@/web/layout/menu-types';
import { allows } from './guards';
import { pageRoutes } from './navigation';

/** The menu, derived from the route table: only pages that exist and that this user may open. */
export function menuFor(ability: AppAbility): MenuEntry[] {
  const entries: MenuEntry[] = [];
  const groups = new Map<string, MenuGroup>();
  for (const route of pageRoutes) {
    if (!route.menu || !allows(ability, route.access)) continue;
    const link = { kind: 'link' as const, path: route.path, titleKey: route.menu.titleKey, icon: route.menu.icon };
    const group = route.menu.group;
    if (!group) {
      entries.push(link);
      continue;
    }
    let existing = groups.get(group.titleKey);
    if (!existing) {
      existing = { kind: 'group', titleKey: group.titleKey, icon: group.icon, children: [] };
      groups.set(group.titleKey, existing);
      entries.push(existing);
    }
    existing.children.push(link);
  }
  return entries;
}
