import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Banknote, Download, Pencil, Printer, Send } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { EmptyState, ListSkeleton, LoadError } from '@/web/components/states';
import { day, money } from './format';
import { AddPaymentSidebar } from './add-payment-sidebar';
import { InvoiceDocument } from './invoice-document';
import { useInvoiceQuery } from './invoices-api';
import { invoiceLinks } from './links';
import { SendInvoiceSidebar } from './send-invoice-sidebar';
import './invoices.scss';

/** One invoice as its client will see it, with the actions around it: send, download, print, edit, add a payment. */
export default function InvoicePreviewPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data, isLoading, error, refetch } = useInvoiceQuery(id, { skip: !Number.isInteger(id) || id < 1 });
  const [sidebar, setSidebar] = useState<'send' | 'payment' | null>(null);

  useEffect(() => {
    document.title = `${t('invoices.document.number', { id })} · Tablero`;
  }, [t, id]);

  const back = (
    <Link to={invoiceLinks.list} className="btn btn-outline-secondary">
      <ArrowLeft size={16} className="me-1 tb-flip-rtl" aria-hidden="true" />
      {t('invoices.backToList')}
    </Link>
  );
  if (isLoading) return <ListSkeleton rows={8} />;
  if (error || !data) {
    const missing = errorOf(error).status === 404 || !Number.isInteger(id);
    return (
      <>
        <h1 className="h4 mb-3">{t('invoices.document.number', { id })}</h1>
        <div className="card">{missing ? <EmptyState message={t('invoices.notFound')} action={back} /> : <LoadError message={errorOf(error).message} onRetry={() => void refetch()} />}</div>
      </>
    );
  }
  const { invoice } = data;
  const owes = invoice.balance > 0;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h4 mb-0">{t('invoices.previewTitle', { id })}</h1>
        {back}
      </div>
      <div className="row g-4">
        <div className="col-xl-9">
          <div className="card">
            <InvoiceDocument data={data} />
          </div>
        </div>
        <div className="col-xl-3">
          <div className="card">
            <div className="card-body d-grid gap-2">
              <button type="button" className="btn btn-primary" onClick={() => setSidebar('send')}>
                <Send size={16} className="me-2" aria-hidden="true" />
                {t('invoices.send.open')}
              </button>
              <a className="btn btn-outline-secondary" href={invoiceLinks.print(id)} target="_blank" rel="noopener">
                <Download size={16} className="me-2" aria-hidden="true" />
                {t('invoices.download')}
              </a>
              <Link className="btn btn-outline-secondary" to={invoiceLinks.print(id)}>
                <Printer size={16} className="me-2" aria-hidden="true" />
                {t('invoices.print')}
              </Link>
              <Link className="btn btn-outline-secondary" to={invoiceLinks.edit(id)}>
                <Pencil size={16} className="me-2" aria-hidden="true" />
                {t('common.edit')}
              </Link>
              <button type="button" className="btn btn-success" disabled={!owes} onClick={() => setSidebar('payment')}>
                <Banknote size={16} className="me-2" aria-hidden="true" />
                {t('invoices.payment.add')}
              </button>
            </div>
          </div>
          <div className="card mt-4">
            <div className="card-body">
              <h2 className="h6">{t('invoices.payment.history')}</h2>
              {invoice.payments.length === 0 ? (
                <p className="small text-body-secondary mb-0">{t('invoices.payment.none')}</p>
              ) : (
                <ul className="list-unstyled small mb-0">
                  {invoice.payments.map((p) => (
                    <li key={p.id} className="d-flex justify-content-between gap-2 py-1 border-bottom">
                      <span>
                        <bdi>{day(p.date)}</bdi> · {t(`invoices.methods.${p.method}`)}
                      </span>
                      <span className="fw-semibold text-nowrap">{money(p.amount)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </div>
      </div>
      <SendInvoiceSidebar show={sidebar === 'send'} invoice={invoice} onClose={() => setSidebar(null)} />
      <AddPaymentSidebar show={sidebar === 'payment'} invoice={invoice} onClose={() => setSidebar(null)} />
    </>
  );
}
