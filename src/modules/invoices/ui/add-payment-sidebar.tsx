import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { errorOf } from '@/web/api/request';
import { notify } from '@/web/feedback/notify';
import type { InvoiceDetail } from '../contract';
import { PAYMENT_METHODS } from '../routes';
import { money } from './format';
import { messageOf, placeServerIssues, today } from './form-helpers';
import { useAddInvoicePaymentMutation } from './invoices-api';

const schemaFor = (balance: number) =>
  z.object({
    amount: z.number({ error: 'invoices.errors.amount' }).positive('invoices.errors.amount').max(balance, 'invoices.errors.overpaid').refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'invoices.errors.cents'),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invoices.errors.date'),
    method: z.enum(PAYMENT_METHODS),
    note: z.string().max(500),
  });
type Values = z.infer<ReturnType<typeof schemaFor>>;
const FIELDS = ['amount', 'date', 'method', 'note'] as const;

/** Record a payment: it lowers the balance; paying all of it marks the invoice Paid. */
export function AddPaymentSidebar({ show, invoice, onClose }: { show: boolean; invoice: InvoiceDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const [addPayment] = useAddInvoicePaymentMutation();
  const { register, handleSubmit, reset, setError, formState } = useForm<Values>({ resolver: zodResolver(schemaFor(invoice.balance)), mode: 'onTouched' });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (show) reset({ amount: invoice.balance, date: today(), method: 'bank-transfer', note: '' });
  }, [show, invoice.balance, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { invoice: saved } = await addPayment({ id: invoice.id, ...values }).unwrap();
      notify.success(saved.balance === 0 ? t('invoices.payment.settled', { id: invoice.id }) : t('invoices.payment.added', { amount: money(values.amount) }));
      onClose();
    } catch (error) {
      const { message, issues } = errorOf(error);
      if (!placeServerIssues(issues, FIELDS, setError)) notify.error(message);
    }
  });

  const invalid = (name: keyof Values) => ({ 'aria-invalid': Boolean(errors[name]), 'aria-describedby': `payment-${name}-error` });
  const cls = (name: keyof Values) => `form-control ${errors[name] ? 'is-invalid' : ''}`;
  return (
    <Offcanvas show={show} onHide={onClose} placement="end" aria-labelledby="payment-title">
      <Offcanvas.Header closeButton closeLabel={t('common.close')}>
        <Offcanvas.Title id="payment-title" as="h2" className="h5 mb-0">
          {t('invoices.payment.add')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <p className="small text-body-secondary">{t('invoices.payment.balanceNow', { amount: money(invoice.balance) })}</p>
        <form noValidate onSubmit={onSubmit}>
          <div className="mb-3">
            <label className="form-label" htmlFor="payment-amount">
              {t('invoices.payment.amount')} <span aria-hidden="true">*</span>
            </label>
            <input id="payment-amount" type="number" step="0.01" min="0.01" inputMode="decimal" aria-required="true" {...invalid('amount')} className={cls('amount')} {...register('amount', { valueAsNumber: true })} />
            <div id="payment-amount-error" className="invalid-feedback">{messageOf(t, errors.amount)}</div>
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor="payment-date">
              {t('invoices.payment.date')} <span aria-hidden="true">*</span>
            </label>
            <input id="payment-date" type="date" aria-required="true" {...invalid('date')} className={cls('date')} {...register('date')} />
            <div id="payment-date-error" className="invalid-feedback">{messageOf(t, errors.date)}</div>
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor="payment-method">
              {t('invoices.payment.method')}
            </label>
            <select id="payment-method" className="form-select" {...register('method')}>
              {PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(`invoices.methods.${m}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor="payment-note">
              {t('invoices.payment.note')}
            </label>
            <textarea id="payment-note" rows={3} {...invalid('note')} className={cls('note')} {...register('note')} />
            <div id="payment-note-error" className="invalid-feedback">{messageOf(t, errors.note)}</div>
          </div>
          <div className="d-flex gap-2">
            <button type="submit" className="btn btn-success" disabled={isSubmitting}>
              {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {t('invoices.payment.save')}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
              {t('common.cancel')}
            </button>
          </div>
        </form>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
