import { useTranslation } from 'react-i18next';
import { Settings } from 'lucide-react';

/** Above every page an administrator opens while the site is under maintenance (everyone else sees the maintenance page). */
export function MaintenanceBanner() {
  const { t } = useTranslation();
  return (
    <section className="alert alert-warning d-flex align-items-center gap-2 mb-4" aria-label={t('misc.maintenance.bannerLabel')}>
      <Settings size={20} className="flex-shrink-0" aria-hidden="true" />
      <span>{t('misc.maintenance.banner')}</span>
    </section>
  );
}
