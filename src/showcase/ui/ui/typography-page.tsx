import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Demo, ShowcasePage } from './showcase-layout';

const HEADINGS = [1, 2, 3, 4, 5, 6] as const;
const WEIGHTS = [400, 500, 600] as const;

/** /ui-element: headings, display text, text utilities, lists, quotations and inline elements, in the product's font. */
export default function TypographyPage() {
  const { t } = useTranslation();
  const [sample, setSample] = useState('');
  const [weight, setWeight] = useState<(typeof WEIGHTS)[number]>(600);
  // The family the page is really drawn in, as the browser resolved the theme's stack.
  const [family] = useState(() => getComputedStyle(document.body).fontFamily.split(',')[0].replace(/["']/g, '').trim());
  const text = sample.trim() || t('showcase.typography.defaultSample');

  return (
    <ShowcasePage title={t('showcase.typography.title')} intro={t('showcase.typography.intro', { family })}>
      <Demo title={t('showcase.typography.tryIt')} text={t('showcase.typography.tryItText')} wide>
        <div className="row g-2">
          <div className="col-12 col-md-8">
            <label htmlFor="type-sample" className="form-label small">
              {t('showcase.typography.sampleLabel')}
            </label>
            <input id="type-sample" className="form-control" value={sample} maxLength={80} placeholder={t('showcase.typography.defaultSample')} onChange={(e) => setSample(e.target.value)} />
          </div>
          <div className="col-12 col-md-4">
            <label htmlFor="type-weight" className="form-label small">
              {t('showcase.typography.weightLabel')}
            </label>
            <select id="type-weight" className="form-select" value={weight} onChange={(e) => setWeight(Number(e.target.value) as (typeof WEIGHTS)[number])}>
              {WEIGHTS.map((w) => (
                <option key={w} value={w}>
                  {t(`showcase.typography.weight.${w}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className="mt-3 mb-0 small text-body-secondary">
          {t('showcase.typography.family')}: <strong dir="ltr">{family}</strong>
        </p>
      </Demo>
      <Demo title={t('showcase.typography.headings')} text={t('showcase.typography.headingsText')}>
        <div data-testid="heading-samples">
          {HEADINGS.map((level) => (
            <p key={level} className={`h${level} tb-type-sample`} style={{ fontWeight: weight }}>
              <span className="badge text-bg-secondary me-2 align-middle tb-type-tag" dir="ltr">
                h{level}
              </span>
              <bdi>{text}</bdi>
            </p>
          ))}
        </div>
      </Demo>
      <Demo title={t('showcase.typography.display')} text={t('showcase.typography.displayText')}>
        {HEADINGS.map((level) => (
          <p key={level} className={`display-${level} tb-type-sample mb-1`}>
            {t('showcase.typography.displaySample', { level })}
          </p>
        ))}
      </Demo>
      <Demo title={t('showcase.typography.utilities')} text={t('showcase.typography.utilitiesText')}>
        <p className="lead">{t('showcase.typography.lead')}</p>
        <p className="text-body-secondary">{t('showcase.typography.muted')}</p>
        <p className="fw-light">{t('showcase.typography.light')}</p>
        <p className="fw-semibold">{t('showcase.typography.semibold')}</p>
        <p className="fst-italic">{t('showcase.typography.italic')}</p>
        <p className="text-uppercase">{t('showcase.typography.uppercase')}</p>
        <p className="small">{t('showcase.typography.small')}</p>
        <p className="text-truncate mb-0">{t('showcase.typography.truncate')}</p>
      </Demo>
      <Demo title={t('showcase.typography.inline')} text={t('showcase.typography.inlineText')}>
        <ul className="list-unstyled mb-0 d-grid gap-2">
          <li>
            <mark>{t('showcase.typography.mark')}</mark>
          </li>
          <li>
            <del>{t('showcase.typography.del')}</del>
          </li>
          <li>
            <s>{t('showcase.typography.strike')}</s>
          </li>
          <li>
            <ins>{t('showcase.typography.ins')}</ins>
          </li>
          <li>
            <u>{t('showcase.typography.underline')}</u>
          </li>
          <li>
            <strong>{t('showcase.typography.strong')}</strong> · <em>{t('showcase.typography.em')}</em>
          </li>
          <li>
            <abbr title={t('showcase.typography.abbrTitle')}>{t('showcase.typography.abbr')}</abbr>
          </li>
          <li>
            {t('showcase.typography.kbdBefore')} <kbd dir="ltr">Ctrl</kbd> + <kbd dir="ltr">K</kbd>
          </li>
          <li>
            {t('showcase.typography.codeBefore')} <code dir="ltr">npm start</code>
          </li>
          <li dir="ltr" className="text-start">
            H<sub>2</sub>O · E = mc<sup>2</sup>
          </li>
        </ul>
      </Demo>
      <Demo title={t('showcase.typography.lists')} text={t('showcase.typography.listsText')}>
        <div className="row g-3">
          <div className="col-12 col-sm-6">
            <h3 className="h6">{t('showcase.typography.unordered')}</h3>
            <ul>
              <li>{t('showcase.typography.item.one')}</li>
              <li>
                {t('showcase.typography.item.two')}
                <ul>
                  <li>{t('showcase.typography.item.nested')}</li>
                </ul>
              </li>
              <li>{t('showcase.typography.item.three')}</li>
            </ul>
          </div>
          <div className="col-12 col-sm-6">
            <h3 className="h6">{t('showcase.typography.ordered')}</h3>
            <ol>
              <li>{t('showcase.typography.item.one')}</li>
              <li>{t('showcase.typography.item.two')}</li>
              <li>{t('showcase.typography.item.three')}</li>
            </ol>
          </div>
          <div className="col-12 col-sm-6">
            <h3 className="h6">{t('showcase.typography.unstyled')}</h3>
            <ul className="list-unstyled">
              <li>{t('showcase.typography.item.one')}</li>
              <li>{t('showcase.typography.item.two')}</li>
            </ul>
            <h3 className="h6">{t('showcase.typography.inlineList')}</h3>
            <ul className="list-inline mb-0">
              <li className="list-inline-item">{t('showcase.typography.item.one')}</li>
              <li className="list-inline-item">{t('showcase.typography.item.two')}</li>
              <li className="list-inline-item">{t('showcase.typography.item.three')}</li>
            </ul>
          </div>
          <div className="col-12 col-sm-6">
            <h3 className="h6">{t('showcase.typography.description')}</h3>
            <dl className="mb-0">
              <dt>{t('showcase.typography.term.skin')}</dt>
              <dd>{t('showcase.typography.term.skinText')}</dd>
              <dt>{t('showcase.typography.term.gutter')}</dt>
              <dd className="mb-0">{t('showcase.typography.term.gutterText')}</dd>
            </dl>
          </div>
        </div>
      </Demo>
      <Demo title={t('showcase.typography.blockquotes')} text={t('showcase.typography.blockquotesText')}>
        <figure>
          <blockquote className="blockquote">
            <p>{t('showcase.typography.quote')}</p>
          </blockquote>
          <figcaption className="blockquote-footer">{t('showcase.typography.quoteBy')}</figcaption>
        </figure>
        <figure className="text-center mb-0">
          <blockquote className="blockquote">
            <p>{t('showcase.typography.quote2')}</p>
          </blockquote>
          <figcaption className="blockquote-footer mb-0">{t('showcase.typography.quote2By')}</figcaption>
        </figure>
      </Demo>
    </ShowcasePage>
  );
}
