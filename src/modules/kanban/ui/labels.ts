import { useTranslation } from 'react-i18next';

/** The sample labels have translations and fixed colours; any other label shows as written. */
const KNOWN: Record<string, { key: string; tone: string }> = {
  UX: { key: 'ux', tone: 'primary' },
  Images: { key: 'images', tone: 'warning' },
  App: { key: 'app', tone: 'info' },
  'Code Review': { key: 'codeReview', tone: 'danger' },
  'Charts & Maps': { key: 'chartsMaps', tone: 'success' },
};
const TONES = ['primary', 'success', 'warning', 'info', 'danger', 'secondary'];

export function labelTone(label: string): string {
  return KNOWN[label]?.tone ?? TONES[[...label].reduce((sum, c) => sum + c.charCodeAt(0), 0) % TONES.length];
}

export function useLabelText() {
  const { t } = useTranslation();
  return (label: string) => (KNOWN[label] ? t(`kanban.labels.${KNOWN[label].key}`) : label);
}
