import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, languageDirection } from '@/web/i18n/i18n';
import { layoutChanged } from '@/web/layout/layout-slice';
import { useDocumentDirection } from '@/web/layout/use-document-direction';
import { useDocumentTitle } from '@/web/pages/use-document-title';
import { useAppDispatch } from '@/web/store';
import { IntlFormats } from './intl-formats';

const COUNTS = [0, 1, 2, 5, 11, 100, 1_000_000] as const;

/** /extensions/i18n: the interface language switched live (as the navbar does), plurals, Intl formats and direction. */
export default function I18nPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('showcase.extData.i18n.title'));
  const dispatch = useAppDispatch();
  const direction = useDocumentDirection();
  const countId = useId();
  const [count, setCount] = useState(5);
  // As the navbar's language menu: the language, then the direction it is written in.
  const pick = (code: string) => {
    void i18n.changeLanguage(code);
    dispatch(layoutChanged({ direction: languageDirection(code) }));
  };
  const language = i18n.language;
  return (
    <>
      <header className="mb-4">
        <h1 className="h3 mb-1">{t('showcase.extData.i18n.title')}</h1>
        <p className="text-body-secondary mb-0">{t('showcase.extData.i18n.intro')}</p>
      </header>
      <div className="row g-4">
        <section className="col-12" aria-labelledby="tb-i18n-language">
          <div className="card">
            <div className="card-body">
              <h2 id="tb-i18n-language" className="h5">
                {t('showcase.extData.i18n.language')}
              </h2>
              <div className="d-flex flex-wrap gap-2" role="group" aria-labelledby="tb-i18n-language">
                {LANGUAGES.map((l) => (
                  <button key={l.code} type="button" lang={l.code} className={`btn ${language === l.code ? 'btn-primary' : 'btn-outline-primary'}`} aria-pressed={language === l.code} onClick={() => pick(l.code)}>
                    {l.name}
                  </button>
                ))}
              </div>
              <dl className="row mt-3 mb-0 small">
                <dt className="col-sm-4 col-lg-3">{t('showcase.extData.i18n.current')}</dt>
                <dd className="col-sm-8 col-lg-9">
                  <code>{language}</code> · {LANGUAGES.find((l) => l.code === language)?.name}
                </dd>
                <dt className="col-sm-4 col-lg-3">{t('showcase.extData.i18n.direction')}</dt>
                <dd className="col-sm-8 col-lg-9 mb-0" data-testid="i18n-direction">
                  <code>{direction}</code> · {t(`showcase.extData.i18n.directions.${direction}`)}
                </dd>
              </dl>
            </div>
          </div>
        </section>
        <section className="col-12 col-xl-5" aria-labelledby="tb-i18n-plurals">
          <div className="card h-100">
            <div className="card-body">
              <h2 id="tb-i18n-plurals" className="h5">
                {t('showcase.extData.i18n.plurals')}
              </h2>
              <p className="text-body-secondary small">{t('showcase.extData.i18n.pluralsNote')}</p>
              <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label={t('showcase.extData.i18n.counts')}>
                {COUNTS.map((n) => (
                  <button key={n} type="button" className={`btn btn-sm ${count === n ? 'btn-secondary' : 'btn-outline-secondary'}`} aria-pressed={count === n} onClick={() => setCount(n)}>
                    {new Intl.NumberFormat(language).format(n)}
                  </button>
                ))}
              </div>
              <label htmlFor={countId} className="form-label">
                {t('showcase.extData.i18n.count')}
              </label>
              <input id={countId} type="number" min={0} max={1_000_000_000} className="form-control mb-3" value={count} onChange={(e) => setCount(Math.min(1_000_000_000, Math.max(0, Math.trunc(Number(e.target.value) || 0))))} />
              <p className="fs-5 mb-1" aria-live="polite" data-testid="i18n-plural">
                {t('showcase.extData.i18n.files', { count })}
              </p>
              <p className="mb-0 text-body-secondary small">
                {t('showcase.extData.i18n.form', { form: new Intl.PluralRules(language).select(count) })}
              </p>
            </div>
          </div>
        </section>
        <IntlFormats language={language} />
      </div>
    </>
  );
}
