import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A thin bar at the top while the next page's code or data loads. */
export function RouteProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return navigation.state === 'idle' ? null : <div className="tb-progress" role="progressbar" aria-label={t('common.loading')} />;
}
