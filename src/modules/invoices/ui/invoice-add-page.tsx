import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { InvoiceForm } from './invoice-form';
import { useAddInvoiceMutation } from './invoices-api';
import { invoiceLinks } from './links';
import './invoices.scss';

/** A new invoice; it starts as a Draft owing its whole total. */
export default function InvoiceAddPage() {
  const { t } = useTranslation();
  const [addInvoice] = useAddInvoiceMutation();
  useEffect(() => {
    document.title = `${t('invoices.addTitle')} · Tablero`;
  }, [t]);
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h4 mb-0">{t('invoices.addTitle')}</h1>
        <Link to={invoiceLinks.list} className="btn btn-outline-secondary">
          <ArrowLeft size={16} className="me-1 tb-flip-rtl" aria-hidden="true" />
          {t('invoices.backToList')}
        </Link>
      </div>
      <InvoiceForm invoice={null} save={async (input) => (await addInvoice(input).unwrap()).invoice.id} savedMessage={(id) => t('invoices.added', { id })} />
    </>
  );
}
