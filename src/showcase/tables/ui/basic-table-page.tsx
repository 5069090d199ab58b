import { useTranslation } from 'react-i18next';
import { ListView } from '@/web/components/list-view';
import { useListQuery } from '@/web/hooks/use-list-query';
import { useDocumentTitle } from '@/web/pages/use-document-title';
import { EMPLOYEE_COLUMNS } from './employee-columns';
import { basicEmployeesQuery } from './employees-query';
import { useEmployeesQuery } from './datatables-api';

/** /datatables/basic: the employee table with a search, a sort on every column and paging, all in the URL. */
export default function BasicTablePage() {
  const { t } = useTranslation();
  const title = t('showcase.tables.basic.title');
  useDocumentTitle(title);
  const list = useListQuery(basicEmployeesQuery);
  const result = useEmployeesQuery(list.query);
  return (
    <section aria-labelledby="basic-table-title">
      <h1 id="basic-table-title" className="h4 mb-1">
        {title}
      </h1>
      <p className="text-body-secondary mb-3">{t('showcase.tables.basic.intro')}</p>
      <ListView
        id="showcase-employees-basic"
        label={title}
        list={list}
        columns={EMPLOYEE_COLUMNS}
        rows={result.data?.invoices}
        total={result.data?.total}
        result={result}
        search={{ label: t('showcase.tables.searchLabel'), placeholder: t('showcase.tables.searchPlaceholder') }}
        empty={{ message: t('showcase.tables.empty'), filtered: t('showcase.tables.emptyFiltered') }}
      />
    </section>
  );
}
