import { formatDate, formatDay, formatNumber } from '@/web/i18n/i18n';

/** Amounts are euros, as elsewhere in the app, written the way the interface language writes them. */
export const money = (amount: number) => formatNumber(amount, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
export const count = (value: number) => formatNumber(value);
export const compact = (value: number) => formatNumber(value, { notation: 'compact', maximumFractionDigits: 1 });
export const pct = (value: number) => formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 });
export const signedPct = (value: number) => formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
/** A bucket key: an ISO day, or a month `YYYY-MM`, as a short date of the language. */
export const bucketLabel = (key: string) => (key.length === 7 ? formatDate(`${key}-01T00:00:00Z`, { month: 'short', year: '2-digit', timeZone: 'UTC' }) : formatDay(key));
