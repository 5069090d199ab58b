import { useTranslation } from 'react-i18next';
import type { User } from '../contract';

/** Active, suspended (inactive) or invited (pending): the word always, the colour only as a help. */
export function StatusBadge({ status, testId }: { status: User['status']; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`badge rounded-pill tb-tint-badge tb-status-${status}`} data-testid={testId}>
      {t(`users.statuses.${status}`)}
    </span>
  );
}
