import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { Field } from '@/web/components/form/field';
import { FormPanel } from '@/web/components/form/form-panel';
import { notify } from '@/web/feedback/notify';
import { cardForm } from '../forms';
import { useAddCardMutation } from './account-settings-api';

export interface CardFormProps {
  show: boolean;
  onClose: () => void;
}

const MESSAGES = {
  number: { card_number: 'accountProfile.billing.errors.cardNumber', card_checksum: 'accountProfile.billing.errors.cardChecksum' },
  expiry: { card_expiry: 'accountProfile.billing.errors.expiry', card_expired: 'accountProfile.billing.errors.expired' },
  cvc: { card_cvc: 'accountProfile.billing.errors.cvc' },
};

/** Adds a payment card: the number and code are checked here and by the server, which keeps only the last four digits. */
export function CardForm({ show, onClose }: CardFormProps) {
  const { t } = useTranslation();
  const [addCard] = useAddCardMutation();
  return (
    <FormPanel
      as="modal"
      show={show}
      onClose={onClose}
      title={t('accountProfile.billing.addCard')}
      intro={<p className="text-body-secondary">{t('accountProfile.billing.cardIntro')}</p>}
      schema={cardForm}
      defaultValues={{ number: '', holder: '', expiry: '', cvc: '', primary: false }}
      fields={['number', 'holder', 'expiry', 'cvc', 'primary']}
      submitLabel={t('accountProfile.billing.saveCard')}
      onSubmit={async (values) => {
        const { card } = await addCard(values).unwrap();
        notify.success(t('accountProfile.billing.cardSaved', { last4: card.last4 }));
      }}
    >
      {({ register }) => (
        <div className="row">
          <Field name="number" label={t('accountProfile.billing.number')} required messages={MESSAGES.number} className="mb-3 col-12">
            {(aria) => <Form.Control inputMode="numeric" autoComplete="cc-number" dir="ltr" placeholder="4242 4242 4242 4242" {...aria} {...register('number')} />}
          </Field>
          <Field name="holder" label={t('accountProfile.billing.holder')} required className="mb-3 col-12">
            {(aria) => <Form.Control autoComplete="cc-name" dir="auto" {...aria} {...register('holder')} />}
          </Field>
          <Field name="expiry" label={t('accountProfile.billing.expiry')} required messages={MESSAGES.expiry} className="mb-3 col-6">
            {(aria) => <Form.Control inputMode="numeric" autoComplete="cc-exp" dir="ltr" placeholder={t('accountProfile.billing.expiryPlaceholder')} {...aria} {...register('expiry')} />}
          </Field>
          <Field name="cvc" label={t('accountProfile.billing.cvc')} required messages={MESSAGES.cvc} className="mb-3 col-6">
            {(aria) => <Form.Control inputMode="numeric" autoComplete="cc-csc" dir="ltr" maxLength={4} {...aria} {...register('cvc')} />}
          </Field>
          <div className="col-12">
            <Form.Check type="switch" id="card-primary" label={t('accountProfile.billing.makePrimary')} {...register('primary')} />
          </div>
        </div>
      )}
    </FormPanel>
  );
}
