import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from '../countries';

/** The countries as a select's options, by name in the UI language and sorted as that language sorts; `empty` labels a first, empty choice. */
export function CountryOptions({ empty }: { empty?: string }) {
  const { i18n } = useTranslation();
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  }, [i18n.language]);
  return (
    <>
      {empty !== undefined && <option value="">{empty}</option>}
      {countries.map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </>
  );
}
