import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Dropdown from 'react-bootstrap/Dropdown';
import type { MenuEntry } from './menu-types';
import { isWithin } from './menu-match';

/** The default menu (SPEC §1): a bar under the navbar, groups open as dropdowns. */
export function HorizontalMenu({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className="tb-menu tb-menu-horizontal d-none d-lg-block" aria-label={t('layout.mainMenu')}>
      <ul>
        {entries.map((entry) => {
          const Icon = entry.icon;
          if (entry.kind === 'link') {
            return (
              <li key={entry.path}>
                <NavLink to={entry.path} className="tb-menu-link" end={entry.path === '/'}>
                  <Icon size={18} aria-hidden="true" />
                  {t(entry.titleKey)}
                </NavLink>
              </li>
            );
          }
          const active = entry.children.some((c) => isWithin(pathname, c.path));
          return (
            <li key={entry.titleKey}>
              <Dropdown>
                <Dropdown.Toggle as="button" className={`tb-menu-link ${active ? 'active' : ''}`}>
                  <Icon size={18} aria-hidden="true" />
                  {t(entry.titleKey)}
                </Dropdown.Toggle>
                <Dropdown.Menu>
                  {entry.children.map((link) => (
                    <Dropdown.Item key={link.path} as={NavLink} to={link.path} end={link.path === '/'} className="tb-menu-link">
                      <span className="tb-menu-bullet" aria-hidden="true" />
                      {t(link.titleKey)}
                    </Dropdown.Item>
                  ))}
                </Dropdown.Menu>
              </Dropdown>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
