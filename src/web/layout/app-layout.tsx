import { useState, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Logo } from '@/web/components/logo';
import { Drawer } from '@/web/components/drawer';
import { useAppDispatch, useAppSelector } from '@/web/store';
import { Customizer } from './customizer';
import { HorizontalMenu } from './horizontal-menu';
import { layoutChanged } from './layout-slice';
import { withPageOptions, type PageLayoutOptions } from './page-layout-options';
import type { MenuEntry, UserMenuAction, UserMenuLink } from './menu-types';
import { LanguageSwitcher, SkinToggle, UserMenu } from './navbar-controls';
import { VerticalMenu } from './vertical-menu';

interface AppLayoutProps {
  menu: MenuEntry[];
  /** The user menu's links (profile, settings, inbox…), from the pages that claim an entry there. */
  userMenu: UserMenuLink[];
  /** Entries of the user menu that are actions, below the pages. */
  userMenuActions?: UserMenuAction[];
  /** Widgets the app puts in the navbar (notifications). */
  navbarExtras?: ReactNode;
  /** A notice above every page's content (an unconfirmed e-mail address). */
  banner?: ReactNode;
  /** What the page shown asks of the frame (the layout demos), over the saved choices. */
  pageOptions?: PageLayoutOptions;
}

/** The signed-in frame: navbar, menu (horizontal, vertical or drawer), content, footer, customizer. */
export function AppLayout({ menu, userMenu, userMenuActions, navbarExtras, banner, pageOptions }: AppLayoutProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const saved = useAppSelector((s) => s.layout);
  const layout = withPageOptions(saved, pageOptions);
  // A page that sets the menu's state leaves no toggle for it; one that hides it (or the whole navbar) draws none.
  const menuFixed = pageOptions?.menu !== undefined;
  const noNavbar = pageOptions?.frame === 'empty';
  const noMenu = pageOptions?.menu === 'hidden' || noNavbar;
  const [drawer, setDrawer] = useState(false);
  const [customizer, setCustomizer] = useState(false);
  const vertical = layout.menuLayout === 'vertical';
  const classes = [
    'tb-app',
    `tb-menu-${layout.menuLayout}-layout`,
    `tb-navbar-${layout.navbarType}`,
    `tb-footer-${layout.footerType}`,
    `tb-content-${layout.contentWidth}`,
    layout.menuCollapsed && 'tb-menu-collapsed',
    layout.menuHidden && 'tb-menu-hidden',
    noNavbar && 'tb-frame-empty',
  ].filter(Boolean);
  const brand = (
    <Link to="/" className="tb-brand" aria-label={t('layout.home')}>
      <Logo size={30} />
      <span className="tb-menu-label">Tablero</span>
    </Link>
  );
  const colored = layout.navbarColor !== 'white';

  return (
    <div className={classes.join(' ')}>
      <a href="#main-content" className="visually-hidden-focusable btn btn-primary tb-skip">
        {t('layout.skipToContent')}
      </a>
      {vertical && !noMenu && (
        <aside className="tb-menu tb-menu-vertical d-none d-lg-flex" aria-label={t('layout.mainMenu')}>
          <div className="tb-menu-brand">
            {brand}
            {!menuFixed && (
              <button
                type="button"
                className="btn-icon tb-menu-label"
                aria-label={layout.menuCollapsed ? t('layout.expandMenu') : t('layout.collapseMenu')}
                aria-pressed={layout.menuCollapsed}
                onClick={() => dispatch(layoutChanged({ menuCollapsed: !layout.menuCollapsed }))}
              >
                {layout.menuCollapsed ? <PanelLeftOpen size={20} className="tb-flip-rtl" aria-hidden="true" /> : <PanelLeftClose size={20} className="tb-flip-rtl" aria-hidden="true" />}
              </button>
            )}
          </div>
          <nav className="tb-menu-scroll" aria-label={t('layout.mainMenu')}>
            <VerticalMenu entries={menu} />
          </nav>
        </aside>
      )}
      <div className="tb-shell">
        {!noNavbar && (
          <header className="tb-header">
            <div className="tb-container">
              <div className={`tb-navbar ${colored ? `tb-navbar-colored bg-${layout.navbarColor}` : ''}`}>
                {!noMenu && (
                  <button type="button" className="btn-icon d-lg-none" aria-label={t('layout.openMenu')} onClick={() => setDrawer(true)}>
                    <Menu size={22} aria-hidden="true" />
                  </button>
                )}
                {(!vertical || layout.menuHidden) && brand}
                <div className="ms-auto d-flex align-items-center gap-1">
                  {/* First: the modules' widgets load after the page; here they grow the group away from the other buttons. */}
                  {navbarExtras}
                  <LanguageSwitcher />
                  <SkinToggle />
                  <UserMenu entries={userMenu} actions={userMenuActions} onCustomize={() => setCustomizer(true)} />
                </div>
              </div>
              {!vertical && !noMenu && <HorizontalMenu entries={menu} />}
            </div>
          </header>
        )}
        <main id="main-content" className="tb-content" tabIndex={-1}>
          <div className="tb-container">
            {banner}
            <Outlet />
          </div>
        </main>
        <footer className="tb-footer">
          <div className="tb-container d-flex flex-wrap justify-content-between gap-2">
            <bdi>© {new Date().getFullYear()} Tablero</bdi>
            <span>{t('layout.footerNote')}</span>
          </div>
        </footer>
      </div>
      <Drawer show={drawer && !noMenu} onHide={() => setDrawer(false)} title={brand} titleAs="div" className="tb-menu">
        <nav aria-label={t('layout.mainMenu')}>
          <VerticalMenu entries={menu} onNavigate={() => setDrawer(false)} />
        </nav>
      </Drawer>
      <Customizer show={customizer} onShow={() => setCustomizer(true)} onHide={() => setCustomizer(false)} />
    </div>
  );
}
