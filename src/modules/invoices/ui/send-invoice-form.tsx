import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { Paperclip } from 'lucide-react';
import { notify } from '@/web/feedback/notify';
import { Field } from '@/web/components/form/field';
import { FormPanel } from '@/web/components/form/form-panel';
import type { InvoiceDetail } from '../contract';
import { sendForm } from '../forms';
import { useSendInvoiceMutation } from './invoices-api';

export interface SendInvoiceFormProps {
  show: boolean;
  invoice: InvoiceDetail;
  onClose: () => void;
}

/** Send the invoice to the client: recipient, subject and message; the invoice then reads Sent. */
export function SendInvoiceForm({ show, invoice, onClose }: SendInvoiceFormProps) {
  const { t } = useTranslation();
  const [send] = useSendInvoiceMutation();

  return (
    <FormPanel
      show={show}
      onClose={onClose}
      title={t('invoices.send.title')}
      schema={sendForm}
      defaultValues={{
        to: invoice.client.companyEmail,
        subject: t('invoices.send.defaultSubject', { id: invoice.id }),
        message: t('invoices.send.defaultMessage', { name: invoice.client.name, id: invoice.id }),
      }}
      fields={['to', 'subject', 'message']}
      submitLabel={t('invoices.send.submit')}
      onSubmit={async (values) => {
        await send({ id: invoice.id, ...values }).unwrap();
        notify.success(t('invoices.send.done', { to: values.to }));
      }}
    >
      {({ register }) => (
        <>
          <Field name="to" label={t('invoices.send.to')} required messages={{ required: 'invoices.errors.email', invalid_email: 'invoices.errors.email' }}>
            {(control) => <Form.Control type="email" {...control} {...register('to')} />}
          </Field>
          <Field name="subject" label={t('invoices.send.subject')} required messages={{ required: 'invoices.errors.subject', too_long: 'invoices.errors.subject' }}>
            {(control) => <Form.Control {...control} {...register('subject')} />}
          </Field>
          <Field name="message" label={t('invoices.send.message')}>
            {(control) => <Form.Control as="textarea" rows={7} {...control} {...register('message')} />}
          </Field>
          <p className="small text-body-secondary d-flex align-items-center gap-1">
            <Paperclip size={14} aria-hidden="true" />
            {t('invoices.send.attachment', { id: invoice.id })}
          </p>
        </>
      )}
    </FormPanel>
  );
}
