import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/web/components/logo';
import { CoverIllustration } from './cover-illustration';
import './auth.scss';

/** Split screen: the illustration on the inline-start side (lg and up), the form on the other. */
export function AuthCoverLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="tb-auth-cover">
      <div className="tb-auth-cover-art d-none d-lg-flex">
        <CoverIllustration />
        <p className="tb-auth-cover-tagline">{t('auth.tagline')}</p>
      </div>
      <div className="tb-auth-cover-panel">
        <div className="tb-auth-brand mb-4 mb-lg-5">
          <Logo size={36} />
          <span>{t('auth.brand')}</span>
        </div>
        <div className="tb-auth-cover-form">{children}</div>
      </div>
    </div>
  );
}
