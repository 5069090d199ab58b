import { useTranslation } from 'react-i18next';
import type { SampleAccount } from '../contract';

/** What the server saved of the registration: shown once it answers (its own small chunk). */
export default function RegistrationResult({ account }: { account: SampleAccount }) {
  const { t } = useTranslation();
  return (
    <section className="card border-success" aria-labelledby="validation-result-title">
      <div className="card-body">
        <h2 id="validation-result-title" className="h6 text-success-emphasis">
          {t('showcase.formValidation.resultTitle')}
        </h2>
        <dl className="row small mb-0">
          <dt className="col-5">{t('showcase.sampleForms.fullName')}</dt>
          <dd className="col-7" dir="auto">
            {account.fullName}
          </dd>
          <dt className="col-5">{t('showcase.sampleForms.username')}</dt>
          <dd className="col-7">@{account.username}</dd>
          <dt className="col-5">{t('showcase.sampleForms.email')}</dt>
          <dd className="col-7 text-break">{account.email}</dd>
        </dl>
      </div>
    </section>
  );
}
