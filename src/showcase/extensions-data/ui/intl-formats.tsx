import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const CURRENCIES = ['EUR', 'USD', 'BRL', 'SAR'] as const;
const RELATIVE: readonly [number, Intl.RelativeTimeFormatUnit][] = [
  [-1, 'day'],
  [0, 'day'],
  [2, 'day'],
  [-3, 'hour'],
  [15, 'minute'],
  [-2, 'month'],
  [1, 'year'],
];

/** The same moment, number and amount written by Intl in the interface language. */
export function IntlFormats({ language }: { language: string }) {
  const { t } = useTranslation();
  const currencyId = useId();
  const [currency, setCurrency] = useState<(typeof CURRENCIES)[number]>('EUR');
  // Taken once: the moment the page opened.
  const [now] = useState(() => new Date());
  const date = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(language, options).format(now);
  const number = (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(language, options).format(value);
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const rows: [string, string][] = [
    ['dateFull', date({ dateStyle: 'full' })],
    ['dateShort', date({ dateStyle: 'short' })],
    ['time', date({ timeStyle: 'short' })],
    ['dateTime', date({ dateStyle: 'medium', timeStyle: 'medium' })],
    ['number', number(1234567.891)],
    ['percent', number(0.256, { style: 'percent', maximumFractionDigits: 1 })],
    ['compact', number(2_450_000, { notation: 'compact' })],
    ['unit', number(87.5, { style: 'unit', unit: 'kilometer-per-hour' })],
    ['currency', number(1234.5, { style: 'currency', currency })],
    ['list', new Intl.ListFormat(language, { type: 'conjunction' }).format([t('showcase.extData.i18n.fruit.apples'), t('showcase.extData.i18n.fruit.pears'), t('showcase.extData.i18n.fruit.figs')])],
  ];
  return (
    <section className="col-12 col-xl-7" aria-labelledby="tb-i18n-formats">
      <div className="card h-100">
        <div className="card-body">
          <h2 id="tb-i18n-formats" className="h5">
            {t('showcase.extData.i18n.formats')}
          </h2>
          <div className="mb-3" style={{ maxInlineSize: '20rem' }}>
            <label htmlFor={currencyId} className="form-label">
              {t('showcase.extData.i18n.currency')}
            </label>
            <select id={currencyId} className="form-select" value={currency} onChange={(e) => setCurrency(e.target.value as (typeof CURRENCIES)[number])}>
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {new Intl.DisplayNames(language, { type: 'currency' }).of(code)} ({code})
                </option>
              ))}
            </select>
          </div>
          <dl className="row mb-0">
            {rows.map(([key, text]) => (
              <div key={key} className="col-12 d-flex flex-wrap justify-content-between gap-2 border-bottom py-2">
                <dt className="fw-normal text-body-secondary">{t(`showcase.extData.i18n.kinds.${key}`)}</dt>
                <dd className="mb-0 fw-semibold" data-testid={`intl-${key}`}>
                  {text}
                </dd>
              </div>
            ))}
          </dl>
          <h3 className="h6 mt-4">{t('showcase.extData.i18n.relative')}</h3>
          <ul className="list-unstyled mb-0 d-flex flex-wrap gap-2">
            {RELATIVE.map(([value, unit]) => (
              <li key={`${value}${unit}`} className="badge bg-body-secondary text-body border fw-normal fs-6">
                {relative.format(value, unit)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
