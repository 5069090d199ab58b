import { useTranslation } from 'react-i18next';

/** A stored ISO day shown in the interface language (`27 nov 2026`), read as a calendar day, not an instant. */
export function DayText({ value }: { value: string }) {
  const { i18n } = useTranslation();
  const [y, m, d] = value.split('-').map(Number);
  const text = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
  return <time dateTime={value}>{text}</time>;
}

/** A yearly salary, in the interface language's number format. */
export function Money({ value }: { value: number }) {
  const { i18n } = useTranslation();
  return <>{new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value)}</>;
}
