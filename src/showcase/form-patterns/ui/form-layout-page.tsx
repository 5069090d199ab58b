import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYOUTS } from '../routes';
import { AccountForm } from './account-form';
import { WhenVisible } from './when-visible';

const SavedAccounts = lazy(() => import('./saved-accounts').then((m) => ({ default: m.SavedAccounts })));

/** The same account form in six layouts; each one saves for real, and what was saved is listed below. */
export default function FormLayoutPage() {
  const { t } = useTranslation();
  return (
    <>
      <header className="mb-4">
        <h1 className="h3 mb-1">{t('showcase.formLayout.title')}</h1>
        <p className="text-body-secondary mb-0">{t('showcase.formLayout.intro')}</p>
      </header>
      <div className="row g-4 mb-4">
        {LAYOUTS.map((layout) => (
          <div key={layout} className="col-lg-6">
            <section className="card h-100" aria-labelledby={`layout-${layout}-title`}>
              <div className="card-header">
                <h2 id={`layout-${layout}-title`} className="h5 mb-1">
                  {t(`showcase.sampleForms.sources.${layout}`)}
                </h2>
                <p className="small text-body-secondary mb-0">{t(`showcase.formLayout.about.${layout}`)}</p>
              </div>
              <div className="card-body">
                <AccountForm layout={layout} idPrefix={`layout-${layout}`} />
              </div>
            </section>
          </div>
        ))}
      </div>
      <WhenVisible><SavedAccounts title={t('showcase.sampleForms.savedTitle')} /></WhenVisible>
    </>
  );
}
