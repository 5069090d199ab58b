import { useTranslation } from 'react-i18next';

/** A byte count as the interface language writes it: `12,5 kB`, `1.2 MB`. */
export function useFileSize() {
  const { i18n } = useTranslation();
  return (bytes: number) => {
    const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : [bytes / 1024, 'kilobyte'];
    return new Intl.NumberFormat(i18n.language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
  };
}
