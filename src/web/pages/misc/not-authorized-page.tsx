import { Link } from 'react-router';
import { House, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/web/components/logo';
import { useSessionUser } from '@/web/session/session';
import { useDocumentTitle } from '../use-document-title';
import { LockedIllustration } from './misc-illustrations';
import './misc.scss';
import { roleName } from '@/web/i18n/role-name';

/** Shown when the signed-in user's abilities do not cover the page they tried to open. */
export default function NotAuthorizedPage() {
  const { t } = useTranslation();
  const userData = useSessionUser();
  useDocumentTitle(t('misc.notAuthorized.title'));

  return (
    <div className="tb-misc">
      <div className="tb-misc-brand">
        <Logo size={32} />
        <span>{t('auth.brand')}</span>
      </div>
      <LockedIllustration />
      <h1 className="h2 mb-2">{t('misc.notAuthorized.title')}</h1>
      {userData ? (
        <>
          <p className="tb-misc-text mb-4">
            {t('misc.notAuthorized.signedIn', { role: roleName(t, userData.role, userData.roleName) })}
          </p>
          <div className="tb-misc-actions">
            <Link to="/" className="btn btn-primary">
              <House size={18} aria-hidden="true" />
              {t('misc.backHome')}
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className="tb-misc-text mb-4">{t('misc.notAuthorized.anonymous')}</p>
          <div className="tb-misc-actions">
            <Link to="/login" className="btn btn-primary">
              <LogIn size={18} aria-hidden="true" />
              {t('misc.logIn')}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
