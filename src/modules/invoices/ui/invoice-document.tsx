import { useTranslation } from 'react-i18next';
import { Logo } from '@/web/components/logo';
import type { EndpointResponse } from '@/platform/contract/define-endpoint';
import type { invoicesContract } from '../contract';
import { day, money } from './format';
import { StatusBadge } from './status-badge';

export type InvoiceData = EndpointResponse<(typeof invoicesContract)['get']>;

/** The invoice as a document: who bills whom, the bank to pay into, the line items and the totals. Shared by preview and print. */
export function InvoiceDocument({ data }: { data: InvoiceData }) {
  const { t } = useTranslation();
  const { invoice, paymentDetails } = data;
  return (
    <article className="tb-invoice-doc" aria-labelledby="invoice-heading">
      <div className="card-body p-4 d-flex flex-wrap justify-content-between gap-4 border-bottom">
        <div>
          <div className="d-flex align-items-center gap-2 mb-2">
            <Logo />
            <span className="h5 mb-0 fw-semibold">Tablero</span>
          </div>
          <p className="mb-0 small text-body-secondary">
            Tablero S.L. · Calle de Alcalá 120, 28009 Madrid
            <br />
            <bdi>+34 910 000 120</bdi> · <bdi>facturas@tablero.example</bdi>
          </p>
        </div>
        <div>
          <h2 id="invoice-heading" className="h5 mb-2">
            {t('invoices.document.number', { id: invoice.id })}
          </h2>
          <dl className="small">
            <dt>{t('invoices.fields.issuedDate')}</dt>
            <dd><bdi>{day(invoice.issuedDate)}</bdi></dd>
            <dt>{t('invoices.fields.dueDate')}</dt>
            <dd><bdi>{day(invoice.dueDate)}</bdi></dd>
            <dt>{t('invoices.fields.invoiceStatus')}</dt>
            <dd>
              <StatusBadge status={invoice.invoiceStatus} />
            </dd>
          </dl>
        </div>
      </div>

      <div className="card-body p-4 d-flex flex-wrap justify-content-between gap-4 border-bottom">
        <div>
          <h3 className="h6 mb-2">{t('invoices.document.invoiceTo')}</h3>
          <p className="mb-0 small">
            <strong><bdi>{invoice.client.name}</bdi></strong>
            {invoice.client.company && <><br /><bdi>{invoice.client.company}</bdi></>}
            {invoice.client.address && <><br /><bdi>{invoice.client.address}</bdi></>}
            {invoice.client.country && <><br /><bdi>{invoice.client.country}</bdi></>}
            {invoice.client.contact && <><br /><bdi>{invoice.client.contact}</bdi></>}
            <br />
            <bdi>{invoice.client.companyEmail}</bdi>
          </p>
        </div>
        <div>
          <h3 className="h6 mb-2">{t('invoices.document.billTo')}</h3>
          <dl className="small">
            <dt>{t('invoices.payment.totalDue')}</dt>
            <dd className="fw-semibold">{money(paymentDetails.totalDue)}</dd>
            <dt>{t('invoices.payment.bankName')}</dt>
            <dd>{paymentDetails.bankName}</dd>
            <dt>{t('invoices.payment.country')}</dt>
            <dd>{paymentDetails.country}</dd>
            <dt>{t('invoices.payment.iban')}</dt>
            <dd>
              <bdi>{paymentDetails.iban}</bdi>
            </dd>
            <dt>{t('invoices.payment.swiftCode')}</dt>
            <dd>
              <bdi>{paymentDetails.swiftCode}</bdi>
            </dd>
          </dl>
        </div>
      </div>

      <div className="table-responsive" tabIndex={0} role="region" aria-label={t('invoices.document.items')}>
        <table className="table mb-0">
          <caption className="visually-hidden">{t('invoices.document.items')}</caption>
          <thead>
            <tr>
              <th scope="col" className="ps-4">{t('invoices.items.item')}</th>
              <th scope="col" className="d-none d-md-table-cell">{t('invoices.items.description')}</th>
              <th scope="col" className="text-end">{t('invoices.items.cost')}</th>
              <th scope="col" className="text-end">{t('invoices.items.qty')}</th>
              <th scope="col" className="text-end pe-4">{t('invoices.items.price')}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.items.map((item, i) => (
              <tr key={i}>
                <td className="ps-4 fw-semibold">{item.item}</td>
                <td className="text-body-secondary d-none d-md-table-cell">{item.description}</td>
                <td className="text-end text-nowrap">{money(item.cost)}</td>
                <td className="text-end">{item.qty}</td>
                <td className="text-end text-nowrap pe-4">{money(item.cost * item.qty)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="card-body p-4 d-flex flex-wrap justify-content-between gap-4">
        <div className="small">
          <p className="mb-1">
            <strong>{t('invoices.fields.service')}:</strong> <bdi>{invoice.service}</bdi>
          </p>
          {invoice.note && (
            <p className="mb-0">
              <strong>{t('invoices.fields.note')}:</strong> <bdi>{invoice.note}</bdi>
            </p>
          )}
        </div>
        <dl className="tb-invoice-totals">
          <dt>{t('invoices.document.subtotal')}</dt>
          <dd className="text-end">{money(invoice.subtotal)}</dd>
          <dt>{t('invoices.document.tax', { rate: invoice.taxRate })}</dt>
          <dd className="text-end">{money(invoice.tax)}</dd>
          <dt className="border-top pt-2">{t('invoices.fields.total')}</dt>
          <dd className="text-end border-top pt-2 fw-semibold" data-testid="invoice-total">
            {money(invoice.total)}
          </dd>
          <dt>{t('invoices.fields.balance')}</dt>
          <dd className="text-end fw-semibold" data-testid="invoice-balance">
            {invoice.balance === 0 ? t('invoices.paid') : money(invoice.balance)}
          </dd>
        </dl>
      </div>
    </article>
  );
}
