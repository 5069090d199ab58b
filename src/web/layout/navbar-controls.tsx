import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import Dropdown from 'react-bootstrap/Dropdown';
import { Check, Languages, LayoutTemplate, LogOut, Moon, Sun } from 'lucide-react';
import { LANGUAGES, languageDirection } from '@/web/i18n/i18n';
import { roleName } from '@/web/i18n/role-name';
import { Avatar } from '@/web/components/avatar';
import { useLogoutMutation } from '@/web/api/auth-api';
import { notify } from '@/web/feedback/notify';
import { session, useSessionUser } from '@/web/session/session';
import { SESSION_KEYS } from '@/web/session/storage';
import { useAppDispatch, useAppSelector } from '@/web/store';
import { layoutChanged } from './layout-slice';
import type { UserMenuAction, UserMenuLink } from './menu-types';

/** Picks the interface language; the page turns to the direction it is written in (the customizer can still override). */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const pick = (code: string) => {
    void i18n.changeLanguage(code);
    dispatch(layoutChanged({ direction: languageDirection(code) }));
  };
  return (
    <Dropdown align="end">
      <Dropdown.Toggle as="button" className="btn-icon" aria-label={t('layout.language')}>
        <Languages size={20} aria-hidden="true" />
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {LANGUAGES.map((language) => (
          <Dropdown.Item key={language.code} as="button" lang={language.code} active={i18n.language === language.code} onClick={() => pick(language.code)}>
            <span className="d-flex align-items-center justify-content-between gap-3">
              {language.name}
              {i18n.language === language.code && <Check size={16} aria-hidden="true" />}
            </span>
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}

export function SkinToggle() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const dark = useAppSelector((s) => s.layout.skin === 'dark');
  return (
    <button
      type="button"
      className="btn-icon"
      aria-label={dark ? t('layout.lightSkin') : t('layout.darkSkin')}
      title={dark ? t('layout.lightSkin') : t('layout.darkSkin')}
      onClick={() => dispatch(layoutChanged({ skin: dark ? 'light' : 'dark' }))}
    >
      {dark ? <Sun size={20} aria-hidden="true" /> : <Moon size={20} aria-hidden="true" />}
    </button>
  );
}

/**
 * The avatar's menu: the person's own screens (each page that claims an entry, see user-menu-slots.ts),
 * the customizer below lg (where its floating gear would cover content), and sign out.
 */
export function UserMenu({ entries, actions = [], onCustomize }: { entries: UserMenuLink[]; actions?: UserMenuAction[]; onCustomize: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionUser();
  const [logout] = useLogoutMutation();
  if (!user) return null;

  const signOut = async () => {
    const refreshToken = localStorage.getItem(SESSION_KEYS.refreshToken);
    // The session ends here whatever the server answers; the server revokes the refresh token when it can.
    if (refreshToken) await logout({ body: { refreshToken } }).catch(() => undefined);
    // The signed-in frame drops the cached data of the account that left (app/signed-in.tsx).
    session.signOut();
    navigate('/login', { replace: true });
    notify.info(t('session.loggedOut'));
  };

  return (
    <Dropdown align="end">
      {/* Named by its visible text (WCAG 2.5.3): the name and role, or the name alone where they are hidden. */}
      <Dropdown.Toggle as="button" className="tb-user-toggle">
        <span aria-hidden="true">
          <Avatar name={user.fullName} src={user.avatar} status="online" />
        </span>
        <span className="visually-hidden d-md-none">{user.fullName}</span>
        <span className="d-none d-md-flex flex-column text-start lh-sm">
          <bdi className="fw-semibold">{user.fullName}</bdi>
          <small className="text-body-secondary">{roleName(t, user.role, user.roleName)}</small>
        </span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Header>
          <div className="fw-semibold text-body">
            <bdi>{user.fullName}</bdi>
          </div>
          <div className="small">{user.email}</div>
        </Dropdown.Header>
        <Dropdown.Divider />
        {entries.map(({ path, titleKey, icon: Icon }) => (
          <Dropdown.Item key={path} as={Link} to={path} className="d-flex align-items-center gap-2">
            {Icon && <Icon size={16} aria-hidden="true" />}
            {t(titleKey)}
          </Dropdown.Item>
        ))}
        <Dropdown.Item as="button" className="d-flex align-items-center gap-2 d-lg-none" onClick={onCustomize}>
          <LayoutTemplate size={16} aria-hidden="true" />
          {t('userMenu.customize')}
        </Dropdown.Item>
        {actions.map(({ titleKey, icon: Icon, onSelect }) => (
          <Dropdown.Item key={titleKey} as="button" className="d-flex align-items-center gap-2" onClick={onSelect}>
            <Icon size={16} aria-hidden="true" />
            {t(titleKey)}
          </Dropdown.Item>
        ))}
        <Dropdown.Divider />
        <Dropdown.Item as="button" className="d-flex align-items-center gap-2" onClick={() => void signOut()}>
          <LogOut size={16} className="tb-flip-rtl" aria-hidden="true" />
          {t('session.logout')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
