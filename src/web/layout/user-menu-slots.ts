import { CircleHelp, CircleUser, Mail, MessagesSquare, ListChecks, Settings, Tag, type LucideIcon } from 'lucide-react';

/**
 * The entries a user menu offers, in the order it shows them. A page claims one (`userMenu` in its
 * module's manifest) and the entry appears, guarded by the page's own access rule; a slot no page
 * claims is not shown.
 */
export const USER_MENU_SLOTS = {
  profile: { titleKey: 'userMenu.profile', icon: CircleUser },
  accountSettings: { titleKey: 'userMenu.accountSettings', icon: Settings },
  inbox: { titleKey: 'userMenu.inbox', icon: Mail },
  tasks: { titleKey: 'userMenu.tasks', icon: ListChecks },
  chats: { titleKey: 'userMenu.chats', icon: MessagesSquare },
  pricing: { titleKey: 'userMenu.pricing', icon: Tag },
  faq: { titleKey: 'userMenu.faq', icon: CircleHelp },
} satisfies Record<string, { titleKey: string; icon: LucideIcon }>;

export type UserMenuSlot = keyof typeof USER_MENU_SLOTS;
