import type { ComponentType, LazyExoticComponent } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { Access } from '@/platform/contract/define-endpoint';
import type { MenuLink } from './layout/menu-types';
import type { PageLayoutOptions } from './layout/page-layout-options';
import type { UserMenuSlot } from './layout/user-menu-slots';

/** Who may open a page: an endpoint's access rule, or 'guest-only' for the sign-in pages. */
export type PageAccess = Access | 'guest-only';

/** The menu sections the app draws; a page names the one it belongs to. */
export type MenuSection = 'dashboards' | 'apps' | 'pages' | 'cards' | 'ui' | 'components' | 'extensions' | 'forms' | 'tables' | 'charts' | 'authentication' | 'misc' | 'layouts';

export interface PageDef {
  path: string;
  /** The page's own chunk, loaded when it is first opened. */
  page: () => Promise<{ default: ComponentType }>;
  access: PageAccess;
  /** 'app' (menu, navbar, footer) unless said; 'blank' stands alone (sign-in, print). */
  layout?: 'app' | 'blank';
  /** In the app layout: what the page asks of the frame while shown (menu collapsed or hidden, boxed content, no navbar). */
  layoutOptions?: PageLayoutOptions;
  /** A page of a section is drawn with a bullet under the section's icon; a page of its own has an icon. */
  menu?: { titleKey: string; section: MenuSection; icon?: undefined } | { titleKey: string; icon: LucideIcon; section?: undefined };
  /** The user menu's entry this page fills (profile, inbox, tasks…), shown to those the page's access admits. */
  userMenu?: UserMenuSlot;
}

/** What the app hands every navbar widget: the pages this person may open, with their names and icons (a section's page has its section's), for the search and the bookmarks. */
export interface NavbarWidgetProps {
  pages: MenuLink[];
}

/** What a module gives the browser: its pages (routes and menu entries) and its navbar widgets. */
export interface WebModule {
  name: string;
  pages: PageDef[];
  navbar?: LazyExoticComponent<ComponentType<NavbarWidgetProps>>[];
}

export const defineWebModule = (module: WebModule): WebModule => module;
