import { useMemo } from 'react';
import { COUNTRY_CODES } from '../countries';

/** The countries by name in the UI language, sorted as that language sorts. */
export function useCountries(language: string) {
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, language));
  }, [language]);
}
