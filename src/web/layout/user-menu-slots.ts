import { Settings, type LucideIcon } from 'lucide-react';

export type UserMenuSlot = 'profile' | 'accountSettings' | 'inbox' | 'tasks' | 'chats' | 'pricing' | 'faq';

/**
 * The entries a user menu offers, in the order it shows them. A page claims one (`userMenu` in its
 * module's manifest) and the entry appears, guarded by the page's own access rule, with the page's menu
 * icon (or the slot's, for a page outside the menu); a slot no page claims is not shown.
 */
export const USER_MENU_SLOTS: Record<UserMenuSlot, { titleKey: string; icon?: LucideIcon }> = {
  profile: { titleKey: 'userMenu.profile' },
  accountSettings: { titleKey: 'userMenu.accountSettings', icon: Settings },
  inbox: { titleKey: 'userMenu.inbox' },
  tasks: { titleKey: 'userMenu.tasks' },
  chats: { titleKey: 'userMenu.chats' },
  pricing: { titleKey: 'userMenu.pricing' },
  faq: { titleKey: 'userMenu.faq' },
};
