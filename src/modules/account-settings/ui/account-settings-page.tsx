import { lazy } from 'react';
// Icons the menu already loads: the tabs add no icon of their own to the page's first load.
import { FileText, Mail, MessagesSquare, Settings, Wallet } from 'lucide-react';
import { SettingsTabsPage } from '@/web/pages/account-settings/account-settings-page';
import { SECURITY_TAB, type SettingsTab } from '@/web/pages/account-settings/settings-tabs';

/** The tabs, in the order the page shows them; the first is the default. */
const TABS: SettingsTab[] = [
  { key: 'general', titleKey: 'accountProfile.tabs.general', icon: Settings, panel: lazy(() => import('./general-tab')) },
  { key: 'info', titleKey: 'accountProfile.tabs.info', icon: FileText, panel: lazy(() => import('./info-tab')) },
  { key: 'social', titleKey: 'accountProfile.tabs.social', icon: MessagesSquare, panel: lazy(() => import('./social-tab')) },
  { key: 'billing', titleKey: 'accountProfile.tabs.billing', icon: Wallet, panel: lazy(() => import('./billing-tab')) },
  { key: 'notifications', titleKey: 'accountProfile.tabs.notifications', icon: Mail, panel: lazy(() => import('./notifications-tab')) },
  SECURITY_TAB,
];

/** /pages/account-settings: the signed-in person's own settings. */
export default function AccountSettingsPage() {
  return <SettingsTabsPage tabs={TABS} />;
}
