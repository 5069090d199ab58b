import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UserPlus } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { notify } from '@/web/feedback/notify';
import type { Client, InvoiceDetail, InvoiceInput } from '../contract';
import { totalsOf } from '../money';
import { money } from './format';
import { applyServerIssues } from '@/web/components/form/apply-server-issues';
import { LazyDateInput } from '@/web/components/form/lazy-date-input';
import { lazyIssueResolver } from '@/web/components/form/lazy-issue-resolver';
import { errorText, issueText } from '@/web/components/form/issue-text';
import { AddClientSidebar } from './add-client-sidebar';
import { formValuesOf, INVOICE_MESSAGES, type InvoiceFormValues } from './invoice-values';
import { useInvoiceClientsQuery } from './invoices-api';
import { LineItems } from './line-items';
import { invoiceLinks } from './links';
import { isolate } from '@/web/i18n/isolate';


// The editor shows with its page: its schema (and zod) load with the first check.
const invoiceResolver = lazyIssueResolver(() => import('../forms').then((m) => m.invoiceForm)) as Resolver<InvoiceFormValues, unknown, InvoiceInput>;

const FIELDS = ['clientId', 'issuedDate', 'dueDate', 'service', 'taxRate', 'note', 'items', 'items.*.item', 'items.*.description', 'items.*.cost', 'items.*.qty'] as const;
type Name = 'clientId' | 'issuedDate' | 'dueDate' | 'service' | 'taxRate' | 'note';

interface Props {
  invoice: InvoiceDetail | null;
  save: (input: InvoiceInput) => Promise<number>;
  savedMessage: (id: number) => string;
}

/** Add or edit an invoice: the client (chosen or added), dates, service, line items, tax and note; totals shown as you type. */
export function InvoiceForm({ invoice, save, savedMessage }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: firstClients = [] } = useInvoiceClientsQuery('');
  const [added, setAdded] = useState<Client[]>([]);
  const [addingClient, setAddingClient] = useState(false);
  const { register, control, handleSubmit, setError, setValue, formState } = useForm<InvoiceFormValues, unknown, InvoiceInput>({ resolver: invoiceResolver, mode: 'onTouched', defaultValues: formValuesOf(invoice) });
  const { errors, isSubmitting } = formState;
  const [items, taxRate, clientId] = useWatch({ control, name: ['items', 'taxRate', 'clientId'] });

  // The first five clients, those added here, and the invoice's own client when it is not among them.
  const current: Client[] = invoice?.clientId ? [{ id: invoice.clientId, avatar: invoice.avatar, ...invoice.client }] : [];
  const clients = [...firstClients, ...added, ...current].filter((c, i, all) => all.findIndex((o) => o.id === c.id) === i);
  const chosen = clients.find((c) => c.id === clientId);
  const safe = (items ?? []).map((i) => ({ cost: Number.isFinite(i.cost) ? i.cost : 0, qty: Number.isFinite(i.qty) ? i.qty : 0 }));
  const totals = totalsOf(safe, Number.isFinite(taxRate) ? taxRate : 0);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const id = await save(values);
      notify.success(savedMessage(id));
      navigate(invoiceLinks.preview(id));
    } catch (error) {
      const { message, issues } = errorOf(error);
      const unplaced = issues.length ? applyServerIssues(issues, setError, FIELDS) : [{ message, path: '' }];
      if (unplaced.length) notify.error(unplaced.map((issue) => issueText(t, issue)).join(' '));
    }
  });

  const aria = (name: Name) => ({ 'aria-invalid': Boolean(errors[name]), 'aria-describedby': `invoice-${name}-error` });
  const cls = (name: Name, base = 'form-control') => `${base} ${errors[name] ? 'is-invalid' : ''}`;
  const feedback = (name: Name) => (
    <div id={`invoice-${name}-error`} className="invalid-feedback">
      {errorText(t, errors[name], INVOICE_MESSAGES[name])}
    </div>
  );

  return (
    <>
    <form noValidate onSubmit={onSubmit} className="card">
      <div className="card-body p-4 d-grid gap-4">
        <fieldset className="row g-3">
          <legend className="h6">{t('invoices.document.invoiceTo')}</legend>
          <div className="col-md-6">
            <label className="form-label" htmlFor="invoice-clientId">
              {t('invoices.fields.client')} <span aria-hidden="true">*</span>
            </label>
            <div className="d-flex gap-2 align-items-start">
              <div className="flex-grow-1">
                <select id="invoice-clientId" className={cls('clientId', 'form-select')} aria-required="true" {...aria('clientId')} {...register('clientId', { valueAsNumber: true })}>
                  <option value="">{t('invoices.client.choose')}</option>
                  {clients.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.company ? `${isolate(c.name)} · ${isolate(c.company)}` : c.name}
                    </option>
                  ))}
                </select>
                {feedback('clientId')}
              </div>
              <button type="button" className="btn btn-outline-primary text-nowrap" onClick={() => setAddingClient(true)}>
                <UserPlus size={16} className="me-1" aria-hidden="true" />
                {t('invoices.client.add')}
              </button>
            </div>
          </div>
          <div className="col-md-6 small text-body-secondary" aria-live="polite">
            {chosen && (
              <>
                <div className="fw-semibold text-body">{chosen.name}</div>
                {[chosen.company, chosen.address, chosen.country, chosen.companyEmail].filter(Boolean).join(' · ')}
              </>
            )}
          </div>
        </fieldset>

        <div className="row g-3">
          {(['issuedDate', 'dueDate'] as const).map((name) => (
            <div key={name} className="col-sm-6 col-lg-3">
              <label className="form-label" htmlFor={`invoice-${name}`}>
                {t(`invoices.fields.${name}`)} <span aria-hidden="true">*</span>
              </label>
              <Controller
                control={control}
                name={name}
                render={({ field }) => (
                  <LazyDateInput id={`invoice-${name}`} name={name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} isInvalid={Boolean(errors[name])} aria-describedby={`invoice-${name}-error`} aria-required />
                )}
              />
              {feedback(name)}
            </div>
          ))}
          <div className="col-lg-6">
            <label className="form-label" htmlFor="invoice-service">
              {t('invoices.fields.service')} <span aria-hidden="true">*</span>
            </label>
            <input id="invoice-service" className={cls('service')} aria-required="true" {...aria('service')} {...register('service')} />
            {feedback('service')}
          </div>
        </div>

        <LineItems control={control} register={register} errors={errors} items={items ?? []} />

        <div className="row g-3">
          <div className="col-md-7">
            <label className="form-label" htmlFor="invoice-note">
              {t('invoices.fields.note')}
            </label>
            <textarea id="invoice-note" rows={3} className={cls('note')} {...aria('note')} {...register('note')} />
            {feedback('note')}
          </div>
          <div className="col-md-5">
            <label className="form-label" htmlFor="invoice-taxRate">
              {t('invoices.fields.taxRate')}
            </label>
            <input id="invoice-taxRate" type="number" min="0" max="100" step="0.01" className={cls('taxRate')} {...aria('taxRate')} {...register('taxRate', { valueAsNumber: true })} />
            {feedback('taxRate')}
            <div className="tb-invoice-doc mt-3" aria-live="polite">
              <div className="tb-invoice-totals">
              <dl>
                <dt>{t('invoices.document.subtotal')}</dt>
                <dd className="text-end">{money(totals.subtotal / 100)}</dd>
                <dt>{t('invoices.document.tax', { rate: Number.isFinite(taxRate) ? taxRate : 0 })}</dt>
                <dd className="text-end">{money(totals.tax / 100)}</dd>
                <dt className="border-top pt-2">{t('invoices.fields.total')}</dt>
                <dd className="text-end border-top pt-2 fw-semibold" data-testid="form-total">
                  {money(totals.total / 100)}
                </dd>
              </dl>
              </div>
            </div>
          </div>
        </div>
      </div>
      <div className="card-footer d-flex flex-wrap gap-2 justify-content-end p-3">
        <button type="button" className="btn btn-outline-secondary" onClick={() => navigate(invoice ? invoiceLinks.preview(invoice.id) : invoiceLinks.list)}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {t(invoice ? 'invoices.saveChanges' : 'invoices.create')}
        </button>
      </div>
    </form>
      <AddClientSidebar
        show={addingClient}
        onClose={() => setAddingClient(false)}
        onAdded={(client) => {
          setAdded((list) => [...list, client]);
          setTimeout(() => setValue('clientId', client.id, { shouldValidate: true, shouldDirty: true }));
        }}
      />
    </>
  );
}
