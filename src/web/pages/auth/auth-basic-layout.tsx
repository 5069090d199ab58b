import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/web/components/logo';
import './auth.scss';

/** A centred card with the logo: the "basic" auth design. */
export function AuthBasicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="tb-auth-basic">
      <div className="tb-auth-basic-inner">
        <span className="tb-auth-basic-tile tb-auth-basic-tile-a" aria-hidden="true" />
        <span className="tb-auth-basic-tile tb-auth-basic-tile-b" aria-hidden="true" />
        <div className="card tb-auth-basic-card">
          <div className="card-body">
            <div className="tb-auth-brand justify-content-center mb-4">
              <Logo size={36} />
              <span>{t('auth.brand')}</span>
            </div>
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
