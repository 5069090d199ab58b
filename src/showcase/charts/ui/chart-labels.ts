import type { TFunction } from 'i18next';
import type { ChartData } from '../contract';
import type { ChartKind } from '../routes';

const DAY_KINDS: ChartKind[] = ['temperature', 'stock'];
const KEY_KINDS: ChartKind[] = ['traffic', 'skills', 'goals'];

/** A data set's labels as the page writes them: months and days in the UI language, keys translated. */
export function labelsOf(data: ChartData, t: TFunction, language: string): string[] {
  const month = new Intl.DateTimeFormat(language, { month: 'short', year: '2-digit', timeZone: 'UTC' });
  const day = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return data.labels.map((label) => {
    if (data.kind === 'sales') return month.format(new Date(`${label}-01T00:00:00Z`));
    if (DAY_KINDS.includes(data.kind)) return day.format(new Date(`${label}T00:00:00Z`));
    if (KEY_KINDS.includes(data.kind)) return t(`showcase.charts.labels.${label}`);
    if (data.kind === 'sizes') return t('showcase.charts.person', { number: label });
    return label;
  });
}

export const seriesNameOf = (t: TFunction, key: string) => t(`showcase.charts.series.${key}`);

/** Everything a chart view needs, ready to draw: labels and series names in the UI language, numbers formatted. */
export interface PreparedChart {
  kind: ChartKind;
  labels: string[];
  series: { key: string; name: string; data: number[] }[];
  format: (value: number) => string;
  title: string;
}
