import { useTranslation } from 'react-i18next';
import { ListStates } from '@/web/components/states';
import type { AccountSource } from '../routes';
import { useSampleAccountsQuery } from './form-patterns-api';
import { countryName } from './country-options';

const DETAIL_ORDER = ['country', 'phone', 'company', 'website', 'age', 'birthDate', 'plan', 'stepper'];

/** What this person submitted on the form pages (of one source when given), newest first: it stays after a reload. */
export function SavedAccounts({ source, title }: { source?: AccountSource; title: string }) {
  const { t, i18n } = useTranslation();
  const result = useSampleAccountsQuery(source ? { source } : {});
  const accounts = result.data?.accounts ?? [];
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const detail = (key: string, value: string) => {
    if (key === 'country') return countryName(value, i18n.language);
    if (key === 'plan') return t(`showcase.wizard.plans.${value}`);
    if (key === 'stepper') return t(`showcase.wizard.${value}`);
    return value;
  };
  return (
    <section className="card" aria-labelledby="saved-accounts-title">
      <div className="card-header d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h2 id="saved-accounts-title" className="h5 mb-0">
          {title}
        </h2>
        {result.data && <span className="text-body-secondary small">{t('showcase.sampleForms.total', { count: result.data.total })}</span>}
      </div>
      <ListStates result={result} isEmpty={accounts.length === 0} empty={{ message: t('showcase.sampleForms.empty') }}>
        <div className="table-responsive">
          <table className="table table-sm align-middle mb-0">
            <thead>
              <tr>
                <th scope="col">{t('showcase.sampleForms.fullName')}</th>
                <th scope="col">{t('showcase.sampleForms.username')}</th>
                <th scope="col">{t('showcase.sampleForms.email')}</th>
                <th scope="col">{t('showcase.sampleForms.source')}</th>
                <th scope="col">{t('showcase.sampleForms.details')}</th>
                <th scope="col">{t('showcase.sampleForms.sent')}</th>
              </tr>
            </thead>
            <tbody>
              {accounts.map((account) => (
                <tr key={account.id}>
                  <td dir="auto">{account.fullName}</td>
                  <td dir="ltr" className="text-start">
                    @{account.username}
                  </td>
                  <td dir="ltr" className="text-start">
                    {account.email}
                  </td>
                  <td>
                    <span className="badge text-bg-secondary">{t(`showcase.sampleForms.sources.${account.source}`)}</span>
                  </td>
                  <td className="small">
                    {DETAIL_ORDER.filter((key) => account.details[key])
                      .map((key) => `${t(`showcase.sampleForms.detail.${key}`)}: ${detail(key, account.details[key])}`)
                      .join(' · ')}
                  </td>
                  <td className="small text-nowrap">{when.format(new Date(account.createdAt))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListStates>
    </section>
  );
}
