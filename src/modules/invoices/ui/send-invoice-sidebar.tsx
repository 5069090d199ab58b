import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Paperclip } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { notify } from '@/web/feedback/notify';
import type { InvoiceDetail } from '../contract';
import { messageOf, placeServerIssues } from './form-helpers';
import { useSendInvoiceMutation } from './invoices-api';

const schema = z.object({
  to: z.string().trim().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'invoices.errors.email'),
  subject: z.string().trim().min(1, 'invoices.errors.subject').max(200, 'invoices.errors.subject'),
  message: z.string().max(5000),
});
type Values = z.infer<typeof schema>;
const FIELDS = ['to', 'subject', 'message'] as const;

/** Send the invoice to the client: recipient, subject and message; the invoice then reads Sent. */
export function SendInvoiceSidebar({ show, invoice, onClose }: { show: boolean; invoice: InvoiceDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const [send] = useSendInvoiceMutation();
  const { register, handleSubmit, reset, setError, formState } = useForm<Values>({ resolver: zodResolver(schema), mode: 'onTouched' });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (show) reset({ to: invoice.client.companyEmail, subject: t('invoices.send.defaultSubject', { id: invoice.id }), message: t('invoices.send.defaultMessage', { name: invoice.client.name, id: invoice.id }) });
  }, [show, invoice, reset, t]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send({ id: invoice.id, ...values }).unwrap();
      notify.success(t('invoices.send.done', { to: values.to }));
      onClose();
    } catch (error) {
      const { message, issues } = errorOf(error);
      if (!placeServerIssues(issues, FIELDS, setError)) notify.error(message);
    }
  });

  const field = (name: keyof Values, label: string, input: 'input' | 'textarea') => (
    <div className="mb-3">
      <label className="form-label" htmlFor={`send-${name}`}>
        {label} {name !== 'message' && <span aria-hidden="true">*</span>}
      </label>
      {input === 'input' ? (
        <input id={`send-${name}`} type={name === 'to' ? 'email' : 'text'} className={`form-control ${errors[name] ? 'is-invalid' : ''}`} aria-invalid={Boolean(errors[name])} aria-required="true" aria-describedby={`send-${name}-error`} {...register(name)} />
      ) : (
        <textarea id={`send-${name}`} rows={7} className={`form-control ${errors[name] ? 'is-invalid' : ''}`} aria-invalid={Boolean(errors[name])} aria-describedby={`send-${name}-error`} {...register(name)} />
      )}
      <div id={`send-${name}-error`} className="invalid-feedback">
        {messageOf(t, errors[name])}
      </div>
    </div>
  );

  return (
    <Offcanvas show={show} onHide={onClose} placement="end" aria-labelledby="send-title">
      <Offcanvas.Header closeButton closeLabel={t('common.close')}>
        <Offcanvas.Title id="send-title" as="h2" className="h5 mb-0">
          {t('invoices.send.title')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <form noValidate onSubmit={onSubmit}>
          {field('to', t('invoices.send.to'), 'input')}
          {field('subject', t('invoices.send.subject'), 'input')}
          {field('message', t('invoices.send.message'), 'textarea')}
          <p className="small text-body-secondary d-flex align-items-center gap-1">
            <Paperclip size={14} aria-hidden="true" />
            {t('invoices.send.attachment', { id: invoice.id })}
          </p>
          <div className="d-flex gap-2">
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {t('invoices.send.submit')}
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
