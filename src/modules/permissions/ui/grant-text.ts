import type { TFunction } from 'i18next';
import { formatSeries } from '@/web/i18n/i18n';

const LEVELS = [
  ['r', 'read'],
  ['w', 'write'],
  ['c', 'create'],
] as const;

/** What a permission grants, in words: "Users: read, create", or that it grants nothing beyond its name. */
export function grantText(t: TFunction, area: string | null, levels: string): string {
  if (!area) return t('permissions.grantsNothing');
  const words = LEVELS.filter(([letter]) => levels.includes(letter)).map(([, level]) => t(`permissions.levels.${level}`));
  return t('permissions.grantsIn', { area: t(`permissions.areas.${area}`), levels: words.length ? formatSeries(words) : t('permissions.noLevels') });
}
