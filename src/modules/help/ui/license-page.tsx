import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/web/pages/use-document-title';
import { helpPaths } from './links';
import './help.scss';

/** The license's sections, in order; their words are in the locale files. */
const SECTIONS = ['grant', 'allowed', 'notAllowed', 'updates', 'warranty', 'ending'] as const;

/** /pages/license: the terms under which the product may be used. */
export default function LicensePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('help.license.title'));
  return (
    <article className="card tb-help tb-license" aria-labelledby="license-title">
      <div className="card-body p-4 p-lg-5">
        <h1 id="license-title" className="h3 mb-2">
          {t('help.license.title')}
        </h1>
        <p className="text-body-secondary mb-4">{t('help.license.intro')}</p>
        {SECTIONS.map((section, i) => (
          <section key={section} className="mb-4" aria-labelledby={`license-${section}`}>
            <h2 id={`license-${section}`} className="h5">
              {i + 1}. {t(`help.license.${section}.title`)}
            </h2>
            <p className="mb-0">{t(`help.license.${section}.text`)}</p>
          </section>
        ))}
        <p className="border-top pt-4 mb-0 text-body-secondary">
          {t('help.license.questions')} <Link to={helpPaths.faq}>{t('help.license.toFaq')}</Link>
        </p>
      </div>
    </article>
  );
}
