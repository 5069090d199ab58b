import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { notify } from '@/web/feedback/notify';
import { DateField } from '@/web/components/form/date-field';
import { Field } from '@/web/components/form/field';
import { FormPanel } from '@/web/components/form/form-panel';
import type { InvoiceDetail } from '../contract';
import { paymentForm } from '../forms';
import { PAYMENT_METHODS } from '../routes';
import { money } from './format';
import { isoDay } from '@/web/components/form/iso-day';
import { useAddInvoicePaymentMutation } from './invoices-api';

const AMOUNT_MESSAGES = {
  required: 'invoices.errors.amount',
  invalid_value: 'invoices.errors.amount',
  too_small: 'invoices.errors.amount',
  too_big: 'invoices.errors.overpaid',
  overpaid: 'invoices.errors.overpaid',
  nothing_owed: 'invoices.errors.nothingOwed',
  two_decimals: 'invoices.errors.cents',
};
const DATE_MESSAGES = { required: 'invoices.errors.date' };

export interface AddPaymentFormProps {
  show: boolean;
  invoice: InvoiceDetail;
  onClose: () => void;
}

/** Record a payment: it lowers the balance; paying all of it marks the invoice Paid. */
export function AddPaymentForm({ show, invoice, onClose }: AddPaymentFormProps) {
  const { t } = useTranslation();
  const [addPayment] = useAddInvoicePaymentMutation();

  return (
    <FormPanel
      show={show}
      onClose={onClose}
      title={t('invoices.payment.add')}
      schema={paymentForm(invoice.balance)}
      defaultValues={{ amount: invoice.balance, date: isoDay(new Date()), method: 'bank-transfer', note: '' }}
      fields={['amount', 'date', 'method', 'note']}
      submitLabel={t('invoices.payment.save')}
      submitVariant="success"
      intro={<p className="small text-body-secondary">{t('invoices.payment.balanceNow', { amount: money(invoice.balance) })}</p>}
      onSubmit={async (values) => {
        const { invoice: saved } = await addPayment({ id: invoice.id, ...values }).unwrap();
        notify.success(saved.balance === 0 ? t('invoices.payment.settled', { id: invoice.id }) : t('invoices.payment.added', { amount: money(values.amount) }));
      }}
    >
      {({ register }) => (
        <>
          <Field name="amount" label={t('invoices.payment.amount')} required messages={AMOUNT_MESSAGES}>
            {(control) => <Form.Control type="number" step="0.01" min="0.01" inputMode="decimal" {...control} {...register('amount', { valueAsNumber: true })} />}
          </Field>
          <DateField name="date" label={t('invoices.payment.date')} required messages={DATE_MESSAGES} />
          <Form.Group className="mb-3" controlId="payment-method">
            <Form.Label>{t('invoices.payment.method')}</Form.Label>
            <Form.Select {...register('method')}>
              {PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(`invoices.methods.${m}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Field name="note" label={t('invoices.payment.note')}>
            {(control) => <Form.Control as="textarea" rows={3} {...control} {...register('note')} />}
          </Field>
        </>
      )}
    </FormPanel>
  );
}
