import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useState } from 'react';
import { errorOf } from '@/web/api/request';
import { applyServerIssues } from '@/web/components/form/apply-server-issues';
import { Field } from '@/web/components/form/field';
import { issueText } from '@/web/components/form/issue-text';
import { lazyIssueResolver } from '@/web/components/form/lazy-issue-resolver';
import type { Cart, CardInput, Order } from '../contract';
import { usePlaceOrderMutation } from './ecommerce-api';
import { PriceDetails } from './price-details';

const EMPTY: CardInput = { number: '', name: '', expiry: '', cvv: '' };
const FIELDS = ['number', 'name', 'expiry', 'cvv'] as const;
const MESSAGES = {
  number: { card_number: 'ecommerce.errors.cardNumber' },
  expiry: { card_expiry: 'ecommerce.errors.cardExpiry' },
  cvv: { card_cvv: 'ecommerce.errors.cardCvv' },
};
const resolver = lazyIssueResolver(() => import('../forms').then((m) => m.cardForm));

/** Step 3: the card, checked with the order endpoint's own schema; the order goes to our own API only. */
export function CheckoutPayment({ cart, addressId, onPlaced }: { cart: Cart; addressId: number; onPlaced: (order: Order) => void }) {
  const { t } = useTranslation();
  const [placeOrder] = usePlaceOrderMutation();
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm<CardInput, unknown, CardInput>({ resolver, mode: 'onTouched', defaultValues: EMPTY });
  const submit = form.handleSubmit(async (card) => {
    setAlert([]);
    try {
      const { order } = await placeOrder({ addressId, card }).unwrap();
      onPlaced(order);
    } catch (e) {
      const { message, issues, status } = errorOf(e);
      const onCard = issues.map((i) => ({ ...i, path: i.path.replace(/^body\.card\./, '') }));
      const unplaced = status === 400 && issues.length ? applyServerIssues(onCard, form.setError, FIELDS) : [];
      setAlert(status === 400 && issues.length ? unplaced.map((i) => issueText(t, i)) : [message]);
    }
  });
  return (
    <div className="row g-4">
      <div className="col-lg-8">
        <div className="card">
          <div className="card-body">
            <h2 className="h6">{t('ecommerce.payment.title')}</h2>
            <FormProvider {...form}>
              <form id="payment-form" noValidate onSubmit={(e) => void submit(e)}>
                {alert.length > 0 && (
                  <Alert variant="danger" className="py-2">
                    {alert.map((text) => (
                      <div key={text}>{text}</div>
                    ))}
                  </Alert>
                )}
                <div className="row">
                  <Field name="number" label={t('ecommerce.payment.number')} required messages={MESSAGES.number} className="mb-3 col-12">
                    {(control) => <Form.Control inputMode="numeric" autoComplete="cc-number" dir="ltr" placeholder="4242 4242 4242 4242" {...control} {...form.register('number')} />}
                  </Field>
                  <Field name="name" label={t('ecommerce.payment.name')} required className="mb-3 col-12">
                    {(control) => <Form.Control autoComplete="cc-name" dir="auto" {...control} {...form.register('name')} />}
                  </Field>
                  <Field name="expiry" label={t('ecommerce.payment.expiry')} required messages={MESSAGES.expiry} className="mb-3 col-6">
                    {(control) => <Form.Control autoComplete="cc-exp" dir="ltr" placeholder={t('ecommerce.payment.expiryPlaceholder')} {...control} {...form.register('expiry')} />}
                  </Field>
                  <Field name="cvv" label={t('ecommerce.payment.cvv')} required messages={MESSAGES.cvv} className="mb-3 col-6">
                    {(control) => <Form.Control inputMode="numeric" autoComplete="cc-csc" dir="ltr" {...control} {...form.register('cvv')} />}
                  </Field>
                </div>
                <p className="small text-body-secondary mb-0">{t('ecommerce.payment.note')}</p>
              </form>
            </FormProvider>
          </div>
        </div>
      </div>
      <div className="col-lg-4">
        <PriceDetails cart={cart}>
          <button type="submit" form="payment-form" className="btn btn-primary w-100" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t('ecommerce.payment.pay')}
          </button>
        </PriceDetails>
      </div>
    </div>
  );
}
