import type { LucideIcon } from 'lucide-react';

/** What the layouts draw; the app derives it from its route table (web/ knows no module). */
export interface MenuLink {
  kind: 'link';
  path: string;
  titleKey: string;
  icon: LucideIcon;
}
/** An entry of a group: drawn with a bullet (the group shows the icon). */
export type MenuItem = Omit<MenuLink, 'icon'>;
export interface MenuGroup {
  kind: 'group';
  titleKey: string;
  icon: LucideIcon;
  children: MenuItem[];
}
export type MenuEntry = MenuLink | MenuGroup;
/** An entry of the user menu: a page, with its menu icon when it has one. */
export type UserMenuLink = Omit<MenuLink, 'icon'> & { icon?: LucideIcon };
/** An entry of the user menu that does something rather than open a page (the demo's reset). */
export interface UserMenuAction {
  titleKey: string;
  icon: LucideIcon;
  onSelect: () => void;
}
