import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { ListView } from '@/web/components/list-view';
import { defineListQuery, oneOf, paging, sorting, text } from '@/web/hooks/list-query';
import { useListQuery } from '@/web/hooks/use-list-query';
import { INVOICE_SORT_COLUMNS, INVOICE_STATUSES } from '../routes';
import { statusKey } from './format';
import { INVOICE_COLUMNS } from './invoice-columns';
import { useInvoicesQuery } from './invoices-api';
import { invoiceLinks } from './links';
import './invoices.scss';

const invoicesQuery = defineListQuery({ q: text(), status: oneOf(INVOICE_STATUSES), ...sorting(INVOICE_SORT_COLUMNS, 'id', 'desc'), ...paging() });

/** Invoices: search (debounced), status filter, sort by any column, paging — all in the URL; preview, edit, download, delete. */
export default function InvoiceListPage() {
  const { t } = useTranslation();
  const list = useListQuery(invoicesQuery);
  const result = useInvoicesQuery(list.query);
  useEffect(() => {
    document.title = `${t('invoices.title')} · Tablero`;
  }, [t]);

  const addButton = (
    <Link to={invoiceLinks.add} className="btn btn-primary">
      <Plus size={18} className="tb-icon-start" aria-hidden="true" />
      {t('invoices.add')}
    </Link>
  );
  return (
    <>
      <h1 className="h4 mb-3">{t('invoices.title')}</h1>
      <ListView
        id="invoices"
        label={t('invoices.title')}
        list={list}
        columns={INVOICE_COLUMNS}
        rows={result.data?.invoices}
        total={result.data?.total}
        result={result}
        search={{ label: t('invoices.searchLabel'), placeholder: t('invoices.searchPlaceholder') }}
        filters={[{ key: 'status', label: t('invoices.filters.status'), options: INVOICE_STATUSES.map((status) => ({ value: status, label: t(statusKey(status)) })) }]}
        action={addButton}
        empty={{ message: t('invoices.empty'), filtered: t('invoices.emptyFiltered'), action: addButton }}
      />
    </>
  );
}
