import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ShieldCheck, type LucideIcon } from 'lucide-react';

export interface SettingsTab {
  /** Its value in the address: /pages/account-settings?tab=<key>. */
  key: string;
  titleKey: string;
  icon: LucideIcon;
  panel: LazyExoticComponent<ComponentType>;
}

/** The tabs of the account settings, in order; the first is the default. Adding a tab is one entry here. */
export const SETTINGS_TABS: SettingsTab[] = [{ key: 'security', titleKey: 'accountSettings.tabs.security', icon: ShieldCheck, panel: lazy(() => import('./security-tab')) }];
