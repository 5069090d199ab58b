import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Plus, Search } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { Pager } from '@/web/components/pager';
import { EmptyState, ListSkeleton, LoadError } from '@/web/components/states';
import { confirm } from '@/web/feedback/confirm';
import { notify } from '@/web/feedback/notify';
import type { Invoice } from '../contract';
import { INVOICE_STATUSES } from '../routes';
import { statusKey } from './format';
import { useDeleteInvoiceMutation, useInvoicesQuery } from './invoices-api';
import { InvoiceTable } from './invoice-table';
import { invoiceLinks } from './links';
import { useListParams } from './use-list-params';
import './invoices.scss';

/** Invoices: search (debounced), status filter, sort by any column, paging — all in the URL; preview, edit, download, delete. */
export default function InvoiceListPage() {
  const { t } = useTranslation();
  const { query, update, sortBy } = useListParams();
  const [search, setSearch] = useState(query.q);
  const { data, isLoading, isFetching, error, refetch } = useInvoicesQuery(query);
  const [deleteInvoice] = useDeleteInvoiceMutation();

  useEffect(() => {
    document.title = `${t('invoices.title')} · Tablero`;
  }, [t]);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (search.trim() !== query.q) update({ q: search.trim() || undefined, page: undefined });
    }, 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `update` only writes the URL
  }, [search, query.q]);

  const remove = async (invoice: Invoice) => {
    if (!(await confirm({ title: t('invoices.deleteTitle', { id: invoice.id }), text: t('invoices.deleteText', { name: invoice.client.name }), confirmText: t('common.delete') }))) return;
    try {
      await deleteInvoice(invoice.id).unwrap();
      notify.success(t('invoices.deleted', { id: invoice.id }));
    } catch (e) {
      notify.error(errorOf(e).message);
    }
  };

  const rows = data?.invoices ?? [];
  const filtered = Boolean(query.q || query.status);
  const addButton = (
    <Link to={invoiceLinks.add} className="btn btn-primary">
      <Plus size={18} className="me-1" aria-hidden="true" />
      {t('invoices.add')}
    </Link>
  );
  return (
    <>
      <h1 className="h4 mb-3">{t('invoices.title')}</h1>
      <div className="card">
        <div className="d-flex flex-wrap gap-2 p-3 border-bottom">
          <select className="form-select w-auto" aria-label={t('invoices.filters.status')} value={query.status ?? ''} onChange={(e) => update({ status: e.target.value || undefined, page: undefined })}>
            <option value="">{t('invoices.filters.status')}</option>
            {INVOICE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(statusKey(status))}
              </option>
            ))}
          </select>
          <div className="input-group flex-grow-1 tb-invoices-search">
            <span className="input-group-text" aria-hidden="true">
              <Search size={16} />
            </span>
            <input type="search" className="form-control" placeholder={t('invoices.searchPlaceholder')} aria-label={t('invoices.searchLabel')} value={search} onChange={(e) => setSearch(e.target.value)} />
          </div>
          <div className="ms-auto">{addButton}</div>
        </div>

        {isLoading ? (
          <ListSkeleton />
        ) : error ? (
          <LoadError message={errorOf(error).message} onRetry={() => void refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState message={t(filtered ? 'invoices.emptyFiltered' : 'invoices.empty')} action={addButton} />
        ) : (
          <InvoiceTable rows={rows} sortColumn={query.sortColumn} sort={query.sort} onSort={sortBy} onDelete={(invoice) => void remove(invoice)} busy={isFetching} />
        )}
        {data && data.total > 0 && <Pager page={query.page} perPage={query.perPage} total={data.total} onPage={(page) => update({ page })} onPerPage={(perPage) => update({ perPage, page: undefined })} />}
      </div>
    </>
  );
}
