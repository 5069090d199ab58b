import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/web/components/avatar';
import { ListToolbar } from '@/web/components/list-toolbar';
import { FullPager } from '@/web/components/full-pager';
import { Pager } from '@/web/components/pager';
import { EmptyState } from '@/web/components/states';
import { PAGE_SIZES } from '@/web/hooks/list-query';
import { useListQuery } from '@/web/hooks/use-list-query';
import { formatDay } from '@/web/i18n/i18n';
import { useDocumentTitle } from '@/web/pages/use-document-title';
import { DEPARTMENTS, makePeople } from './people';
import { findPeople, pageOf, peopleQuery } from './people-list';

const PEOPLE = makePeople(237);
const FORMS = [
  { key: 'medium', props: { size: 'md' } },
  { key: 'large', props: { size: 'lg' } },
  { key: 'edges', props: { edges: true } },
  { key: 'jump', props: { edges: true, jump: true } },
] as const;


/** /extensions/pagination: the kit's pagers (the lists' and the full one) in each of their forms, all moving the same list, whose state is in the address. */
export default function PaginationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('showcase.extData.pagination.title'));
  const list = useListQuery(peopleQuery);
  const { page, perPage } = list.query;
  const found = useMemo(() => findPeople(PEOPLE, list.query), [list.query]);
  const pages = Math.max(1, Math.ceil(found.length / perPage));
  // An old address past the end shows the last page.
  const current = Math.min(page, pages);
  const goTo = (next: number) => list.set({ page: next });
  const shared = { page: current, perPage, total: found.length, onPage: goTo };
  return (
    <>
      <header className="mb-4">
        <h1 className="h3 mb-1">{t('showcase.extData.pagination.title')}</h1>
        <p className="text-body-secondary mb-0">{t('showcase.extData.pagination.intro')}</p>
      </header>
      <section className="card mb-4" aria-labelledby="tb-pagination-list">
        <h2 id="tb-pagination-list" className="h5 px-3 pt-3 mb-0">
          {t('showcase.extData.pagination.list')}
        </h2>
        <ListToolbar
          list={list}
          search={{ label: t('showcase.extData.export.searchLabel'), placeholder: t('showcase.extData.export.searchPlaceholder') }}
          filters={[
            {
              key: 'department',
              label: t('showcase.extData.fields.department'),
              anyLabel: t('showcase.extData.export.anyDepartment'),
              options: DEPARTMENTS.map((value) => ({ value, label: t(`showcase.extData.departments.${value}`) })),
            },
          ]}
        />
        {found.length === 0 ? (
          <EmptyState
            message={t('showcase.extData.export.emptyFiltered')}
            action={
              <button type="button" className="btn btn-outline-primary" onClick={list.reset}>
                {t('common.reset')}
              </button>
            }
          />
        ) : (
          <>
            <ul className="list-group list-group-flush" aria-label={t('showcase.extData.pagination.people')}>
              {pageOf(found, current, perPage).map((person) => (
                <li key={person.id} className="list-group-item d-flex align-items-center gap-3">
                  <Avatar name={person.name} size="sm" />
                  <div className="flex-grow-1 min-w-0 lh-sm">
                    <bdi className="d-block fw-semibold">{person.name}</bdi>
                    <small className="text-body-secondary text-break">{person.email}</small>
                  </div>
                  <div className="text-end small d-none d-sm-block">
                    <div>{t(`showcase.extData.departments.${person.department}`)}</div>
                    <div className="text-body-secondary">{formatDay(person.startDate)}</div>
                  </div>
                </li>
              ))}
            </ul>
            <FullPager {...shared} edges jump />
          </>
        )}
      </section>
      <section className="card" aria-labelledby="tb-pagination-forms">
        <div className="card-body pb-0">
          <h2 id="tb-pagination-forms" className="h5 mb-1">
            {t('showcase.extData.pagination.forms')}
          </h2>
          <p className="text-body-secondary small mb-0">{t('showcase.extData.pagination.formsNote')}</p>
        </div>
        <div className="border-top mt-3">
          <h3 className="h6 px-3 pt-3 mb-0">{t('showcase.extData.pagination.form.small')}</h3>
          <Pager {...shared} />
        </div>
        {FORMS.map(({ key, props }) => (
          <div key={key} className="border-top mt-3">
            <h3 className="h6 px-3 pt-3 mb-0">{t(`showcase.extData.pagination.form.${key}`)}</h3>
            <FullPager {...shared} {...props} />
          </div>
        ))}
        <div className="border-top mt-3">
          <h3 className="h6 px-3 pt-3 mb-0">{t('showcase.extData.pagination.form.perPage')}</h3>
          <FullPager {...shared} perPageChoice={{ sizes: PAGE_SIZES, onChange: (n) => list.set({ perPage: n as (typeof PAGE_SIZES)[number] }) }} />
        </div>
      </section>
    </>
  );
}
