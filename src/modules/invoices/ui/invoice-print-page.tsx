import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Printer } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { ListSkeleton, LoadError } from '@/web/components/states';
import { InvoiceDocument } from './invoice-document';
import { useInvoiceQuery } from './invoices-api';
import { invoiceLinks } from './links';
import './invoices.scss';

/** The invoice alone on the page (printed black on white whatever the skin); the browser's print dialog opens once it has loaded (print it, or save it as PDF). */
export default function InvoicePrintPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data, isLoading, error, refetch } = useInvoiceQuery(id, { skip: !Number.isInteger(id) || id < 1 });
  const printed = useRef(false);

  useEffect(() => {
    // The title becomes the suggested file name when saving as PDF.
    document.title = t('invoices.document.fileName', { id });
  }, [t, id]);
  useEffect(() => {
    if (!data || printed.current) return;
    printed.current = true;
    const timer = setTimeout(() => window.print(), 300);
    return () => clearTimeout(timer);
  }, [data]);

  return (
    <div className="tb-print-page min-vh-100 p-3 p-md-4">
      <div className="container-lg">
        <div className="d-flex justify-content-end gap-2 mb-3 d-print-none">
          <Link to={invoiceLinks.preview(id)} className="btn btn-outline-secondary">
            <ArrowLeft size={16} className="me-1 tb-flip-rtl" aria-hidden="true" />
            {t('invoices.backToPreview')}
          </Link>
          <button type="button" className="btn btn-primary" onClick={() => window.print()} disabled={!data}>
            <Printer size={16} className="me-1" aria-hidden="true" />
            {t('invoices.print')}
          </button>
        </div>
        <div className="card">
          {isLoading ? <ListSkeleton rows={8} /> : error || !data ? <LoadError message={errorOf(error).message} onRetry={() => void refetch()} /> : <InvoiceDocument data={data} />}
        </div>
      </div>
    </div>
  );
}
