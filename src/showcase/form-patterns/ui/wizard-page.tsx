import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Wizard } from './wizard';
import { WhenVisible } from './when-visible';

const SavedAccounts = lazy(() => import('./saved-accounts').then((m) => ({ default: m.SavedAccounts })));

/** The same sign-up wizard with its steps across the top and down the side; both send their account for real. */
export default function WizardPage() {
  const { t } = useTranslation();
  return (
    <>
      <header className="mb-4">
        <h1 className="h3 mb-1">{t('showcase.wizard.title')}</h1>
        <p className="text-body-secondary mb-0">{t('showcase.wizard.intro')}</p>
      </header>
      {(['horizontal', 'vertical'] as const).map((orientation) => (
        <section key={orientation} className="card mb-4" aria-labelledby={`wizard-${orientation}-title`} data-wizard={orientation}>
          <div className="card-header">
            <h2 id={`wizard-${orientation}-title`} className="h5 mb-0">
              {t(`showcase.wizard.${orientation}`)}
            </h2>
          </div>
          <div className="card-body">
            <Wizard orientation={orientation} />
          </div>
        </section>
      ))}
      <WhenVisible><SavedAccounts source="wizard" title={t('showcase.wizard.savedTitle')} /></WhenVisible>
    </>
  );
}
