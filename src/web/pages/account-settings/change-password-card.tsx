import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The form (and react-hook-form with it) loads when the person asks to change their password.
const ChangePasswordForm = lazy(() => import('./change-password-form'));

/** The password card: what a change does, and the form once asked for. */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section className="card" aria-labelledby="change-password-title">
      <div className="card-body">
        <h2 className="h5 mb-1" id="change-password-title">
          {t('accountSettings.password.title')}
        </h2>
        <p className="text-body-secondary mb-4">{t('accountSettings.password.intro')}</p>
        {open ? (
          <Suspense fallback={<span className="spinner-border spinner-border-sm" role="status" aria-label={t('common.loading')} />}>
            <ChangePasswordForm />
          </Suspense>
        ) : (
          <button type="button" className="btn btn-outline-primary" aria-expanded="false" onClick={() => setOpen(true)}>
            {t('accountSettings.password.open')}
          </button>
        )}
      </div>
    </section>
  );
}
