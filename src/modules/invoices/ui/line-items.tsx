import { useFieldArray, type Control, type FieldError, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import { money } from './format';
import { errorText } from '@/web/components/form/issue-text';
import type { InvoiceInput } from '../contract';
import { emptyItem, INVOICE_MESSAGES, type InvoiceFormValues } from './invoice-values';

interface Props {
  control: Control<InvoiceFormValues, unknown, InvoiceInput>;
  register: UseFormRegister<InvoiceFormValues>;
  errors: FieldErrors<InvoiceFormValues>;
  items: InvoiceFormValues['items'];
}

/** The line items: add, remove, each with item, description, cost and quantity, and its price. */
export function LineItems({ control, register, errors, items }: Props) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const listError = errors.items?.root ?? (errors.items?.message ? errors.items : undefined);
  return (
    <fieldset>
      <legend className="h6">{t('invoices.items.title')}</legend>
      <ol className="list-unstyled d-grid gap-3 mb-3">
        {fields.map((field, index) => {
          const e = errors.items?.[index];
          const n = index + 1;
          const input = (name: 'item' | 'description' | 'cost' | 'qty') => ({
            id: `item-${index}-${name}`,
            className: `form-control ${e?.[name] ? 'is-invalid' : ''}`,
            'aria-invalid': Boolean(e?.[name]),
            'aria-describedby': `item-${index}-${name}-error`,
          });
          const line = items[index];
          const price = line && Number.isFinite(line.cost) && Number.isFinite(line.qty) ? line.cost * line.qty : 0;
          return (
            <li key={field.id} className="tb-line-item" aria-label={t('invoices.items.line', { n })}>
              <div className="row g-2">
                <div className="col-md-4">
                  <label className="form-label small" htmlFor={`item-${index}-item`}>
                    {t('invoices.items.item')} <span aria-hidden="true">*</span>
                  </label>
                  <input {...input('item')} aria-required="true" {...register(`items.${index}.item`)} />
                  <div id={`item-${index}-item-error`} className="invalid-feedback">{errorText(t, e?.item, INVOICE_MESSAGES.item)}</div>
                </div>
                <div className="col-md-8">
                  <label className="form-label small" htmlFor={`item-${index}-description`}>
                    {t('invoices.items.description')}
                  </label>
                  <input {...input('description')} {...register(`items.${index}.description`)} />
                  <div id={`item-${index}-description-error`} className="invalid-feedback">{errorText(t, e?.description, INVOICE_MESSAGES.description)}</div>
                </div>
                <div className="col-6 col-md-3">
                  <label className="form-label small" htmlFor={`item-${index}-cost`}>
                    {t('invoices.items.cost')} <span aria-hidden="true">*</span>
                  </label>
                  <input {...input('cost')} type="number" step="0.01" min="0" inputMode="decimal" aria-required="true" {...register(`items.${index}.cost`, { valueAsNumber: true })} />
                  <div id={`item-${index}-cost-error`} className="invalid-feedback">{errorText(t, e?.cost, INVOICE_MESSAGES.cost)}</div>
                </div>
                <div className="col-6 col-md-2">
                  <label className="form-label small" htmlFor={`item-${index}-qty`}>
                    {t('invoices.items.qty')} <span aria-hidden="true">*</span>
                  </label>
                  <input {...input('qty')} type="number" step="1" min="1" inputMode="numeric" aria-required="true" {...register(`items.${index}.qty`, { valueAsNumber: true })} />
                  <div id={`item-${index}-qty-error`} className="invalid-feedback">{errorText(t, e?.qty, INVOICE_MESSAGES.qty)}</div>
                </div>
                <div className="col-8 col-md-5 d-flex flex-column justify-content-end">
                  <span className="small text-body-secondary">{t('invoices.items.price')}</span>
                  <output className="fw-semibold py-2" htmlFor={`item-${index}-cost item-${index}-qty`}>
                    {money(price)}
                  </output>
                </div>
                <div className="col-4 col-md-2 d-flex align-items-end justify-content-end">
                  <button type="button" className="btn btn-outline-danger" disabled={fields.length === 1} aria-label={t('invoices.items.remove', { n })} onClick={() => remove(index)}>
                    <Trash2 size={16} aria-hidden="true" />
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {listError && <div className="text-danger small mb-2">{errorText(t, listError as FieldError, INVOICE_MESSAGES.items)}</div>}
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => append(emptyItem())}>
        <Plus size={16} className="me-1" aria-hidden="true" />
        {t('invoices.items.add')}
      </button>
    </fieldset>
  );
}
