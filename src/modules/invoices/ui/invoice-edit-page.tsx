import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { EmptyState, ListSkeleton, LoadError } from '@/web/components/states';
import { InvoiceForm } from './invoice-form';
import { useInvoiceQuery, useUpdateInvoiceMutation } from './invoices-api';
import { invoiceLinks } from './links';
import './invoices.scss';

/** Edit an invoice; the server recomputes the total and keeps what was already paid. */
export default function InvoiceEditPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data, isFetching, error, refetch } = useInvoiceQuery(id, { skip: !Number.isInteger(id) || id < 1, refetchOnMountOrArgChange: true });
  const [updateInvoice] = useUpdateInvoiceMutation();
  useEffect(() => {
    document.title = `${t('invoices.editTitle', { id })} · Tablero`;
  }, [t, id]);

  const back = (
    <Link to={invoiceLinks.preview(id)} className="btn btn-outline-secondary">
      <ArrowLeft size={16} className="me-1 tb-flip-rtl" aria-hidden="true" />
      {t('invoices.backToPreview')}
    </Link>
  );
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h4 mb-0">{t('invoices.editTitle', { id })}</h1>
        {back}
      </div>
      {isFetching ? (
        <div className="card">
          <ListSkeleton rows={8} />
        </div>
      ) : error || !data ? (
        <div className="card">
          {errorOf(error).status === 404 || !Number.isInteger(id) ? <EmptyState message={t('invoices.notFound')} action={back} /> : <LoadError message={errorOf(error).message} onRetry={() => void refetch()} />}
        </div>
      ) : (
        <InvoiceForm key={data.invoice.id} invoice={data.invoice} save={async (input) => (await updateInvoice({ id, invoice: input }).unwrap()).invoice.id} savedMessage={(n) => t('invoices.updated', { id: n })} />
      )}
    </>
  );
}
