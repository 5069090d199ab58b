import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import type { MenuEntry, MenuGroup } from './menu-types';
import { isWithin } from './menu-match';

function Group({ group, onNavigate }: { group: MenuGroup; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const containsActive = group.children.some((c) => isWithin(pathname, c.path));
  const [open, setOpen] = useState(containsActive);
  const Icon = group.icon;
  const id = `menu-group-${group.titleKey.replace(/\W/g, '-')}`;
  return (
    <li>
      <button type="button" className="tb-menu-link" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <Icon size={20} aria-hidden="true" />
        <span className="tb-menu-label">{t(group.titleKey)}</span>
        <ChevronRight size={16} className={`tb-chevron tb-menu-label ${open ? 'open' : ''}`} aria-hidden="true" />
      </button>
      {open && (
        <ul className="tb-menu-list" id={id}>
          {group.children.map((link) => (
            <li key={link.path}>
              <NavLink to={link.path} className="tb-menu-link" onClick={onNavigate} end={link.path === '/'}>
                <span className="tb-menu-bullet" aria-hidden="true" />
                <span className="tb-menu-label">{t(link.titleKey)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The menu as a list: the vertical sidebar and the drawer below `lg` both use it. */
export function VerticalMenu({ entries, onNavigate }: { entries: MenuEntry[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className="tb-menu-list">
      {entries.map((entry) =>
        entry.kind === 'group' ? (
          <Group key={entry.titleKey} group={entry} onNavigate={onNavigate} />
        ) : (
          <li key={entry.path}>
            <NavLink to={entry.path} className="tb-menu-link" onClick={onNavigate} end={entry.path === '/'}>
              <entry.icon size={20} aria-hidden="true" />
              <span className="tb-menu-label">{t(entry.titleKey)}</span>
            </NavLink>
          </li>
        ),
      )}
    </ul>
  );
}
