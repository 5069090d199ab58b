import { Link, useSearchParams } from 'react-router';
import { House, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/web/components/logo';
import { useSessionUser } from '@/web/session/session';
import { useDocumentTitle } from '../use-document-title';
import { NotFoundIllustration } from './misc-illustrations';
import './misc.scss';

/** The 404 page: what was asked for, and a way back. */
export default function ErrorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const userData = useSessionUser();
  useDocumentTitle(t('misc.notFound.title'));
  // The router sends unknown addresses here with `from`; opened directly, there is no address to name.
  const missing = params.get('from');

  return (
    <div className="tb-misc">
      <div className="tb-misc-brand">
        <Logo size={32} />
        <span>{t('auth.brand')}</span>
      </div>
      <NotFoundIllustration />
      <p className="display-6 fw-semibold text-primary-emphasis mb-1" aria-hidden="true">
        404
      </p>
      <h1 className="h2 mb-2">{t('misc.notFound.title')}</h1>
      <p className="tb-misc-text mb-4">
        {missing ? (
          <>
            {t('misc.notFound.textWithPath')} <code className="text-break text-body-emphasis">{missing}</code>
          </>
        ) : (
          t('misc.notFound.text')
        )}
      </p>
      <div className="tb-misc-actions">
        {userData ? (
          <Link to="/" className="btn btn-primary">
            <House size={18} aria-hidden="true" />
            {t('misc.backHome')}
          </Link>
        ) : (
          <Link to="/login" className="btn btn-primary">
            <LogIn size={18} aria-hidden="true" />
            {t('misc.logIn')}
          </Link>
        )}
      </div>
    </div>
  );
}
