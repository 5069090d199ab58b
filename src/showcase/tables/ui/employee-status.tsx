import { useTranslation } from 'react-i18next';

/** SPEC §3's status codes 1 to 5, each with its colour; the names are in the locale files. */
export const STATUS_TONES: Record<number, string> = { 1: 'primary', 2: 'success', 3: 'danger', 4: 'warning', 5: 'info' };

/** An employee's status as a badge with its name (the colour never carries it alone). */
export function EmployeeStatus({ status }: { status: number }) {
  const { t } = useTranslation();
  const tone = STATUS_TONES[status] ?? 'secondary';
  return <span className={`badge rounded-pill text-bg-${tone} bg-opacity-10 text-${tone}-emphasis tb-status-badge`}>{t(`showcase.tables.statuses.${status}`)}</span>;
}
