import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { errorOf } from '@/web/api/request';
import { notify } from '@/web/feedback/notify';
import type { Client } from '../contract';
import { messageOf, placeServerIssues } from './form-helpers';
import { useAddInvoiceClientMutation } from './invoices-api';

const schema = z.object({
  name: z.string().trim().min(1, 'invoices.errors.clientName').max(80, 'invoices.errors.clientName'),
  companyEmail: z.string().trim().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'invoices.errors.email'),
  company: z.string().max(80),
  address: z.string().max(200),
  country: z.string().max(60),
  contact: z.string().max(30),
});
type Values = z.infer<typeof schema>;
const FIELDS = ['name', 'companyEmail', 'company', 'address', 'country', 'contact'] as const;
const EMPTY: Values = { name: '', companyEmail: '', company: '', address: '', country: '', contact: '' };

/** Add a client to the address book without leaving the invoice. */
export function AddClientSidebar({ show, onClose, onAdded }: { show: boolean; onClose: () => void; onAdded: (client: Client) => void }) {
  const { t } = useTranslation();
  const [addClient] = useAddInvoiceClientMutation();
  const { register, handleSubmit, reset, setError, formState } = useForm<Values>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: EMPTY });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (show) reset(EMPTY);
  }, [show, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { client } = await addClient(values).unwrap();
      notify.success(t('invoices.client.added', { name: client.name }));
      onAdded(client);
      onClose();
    } catch (error) {
      const { message, issues } = errorOf(error);
      if (!placeServerIssues(issues, FIELDS, setError)) notify.error(message);
    }
  });

  return (
    <Offcanvas show={show} onHide={onClose} placement="end" aria-labelledby="client-title">
      <Offcanvas.Header closeButton closeLabel={t('common.close')}>
        <Offcanvas.Title id="client-title" as="h2" className="h5 mb-0">
          {t('invoices.client.addTitle')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <form noValidate onSubmit={onSubmit}>
          {FIELDS.map((name) => {
            const required = name === 'name' || name === 'companyEmail';
            return (
              <div key={name} className="mb-3">
                <label className="form-label" htmlFor={`client-${name}`}>
                  {t(`invoices.client.${name}`)} {required && <span aria-hidden="true">*</span>}
                </label>
                <input
                  id={`client-${name}`}
                  type={name === 'companyEmail' ? 'email' : 'text'}
                  className={`form-control ${errors[name] ? 'is-invalid' : ''}`}
                  aria-invalid={Boolean(errors[name])}
                  aria-required={required || undefined}
                  aria-describedby={`client-${name}-error`}
                  {...register(name)}
                />
                <div id={`client-${name}-error`} className="invalid-feedback">
                  {messageOf(t, errors[name])}
                </div>
              </div>
            );
          })}
          <div className="d-flex gap-2">
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {t('invoices.client.save')}
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
