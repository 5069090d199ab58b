import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '../routes';

/** The sample forms' countries, named by the browser in the UI language, alphabetically. */
export function CountryOptions() {
  const { t, i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const sorted = COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  return (
    <>
      <option value="">{t('showcase.sampleForms.chooseCountry')}</option>
      {sorted.map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </>
  );
}

export function countryName(code: string, language: string) {
  return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
}
