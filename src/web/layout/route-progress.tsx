import { useTranslation } from 'react-i18next';

/** A thin bar at the top while the next page's code loads (the Suspense fallback around each page). */
export function RouteProgress() {
  const { t } = useTranslation();
  return <div className="tb-progress" role="progressbar" aria-label={t('common.loading')} />;
}
