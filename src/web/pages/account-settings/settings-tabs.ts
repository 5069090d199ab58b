import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ShieldCheck, type LucideIcon } from 'lucide-react';

export interface SettingsTab {
  /** Its value in the address: /pages/account-settings?tab=<key>. */
  key: string;
  titleKey: string;
  icon: LucideIcon;
  panel: LazyExoticComponent<ComponentType>;
}

/** The security tab (password, two-step verification, sessions): the page that draws the tabs puts it among its own. */
export const SECURITY_TAB: SettingsTab = { key: 'security', titleKey: 'accountSettings.tabs.security', icon: ShieldCheck, panel: lazy(() => import('./security-tab')) };
