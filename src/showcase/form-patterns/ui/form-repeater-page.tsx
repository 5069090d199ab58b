import { lazy, useRef } from 'react';
import { FormProvider, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { Plus, Trash2 } from 'lucide-react';
import { Field } from '@/web/components/form/field';
import type { TeamBody } from '../contract';
import { MEMBER_ROLES, TEAM_MAX } from '../routes';
import { FIELD_MESSAGES } from './field-messages';
import { useAddSampleTeamMutation } from './form-patterns-api';
import { FormAlert, SubmitButton } from './submit-button';
import { useSampleForm } from './use-sample-form';
import { WhenVisible } from './when-visible';

const SavedTeams = lazy(() => import('./saved-teams').then((m) => ({ default: m.SavedTeams })));

type Values = TeamBody;
const FIELDS = ['name', 'members', 'members.*.name', 'members.*.email', 'members.*.role', 'members.*.hours'] as const;
const emptyRow = () => ({ name: '', email: '', role: 'developer' as const, hours: 8 });
const DEFAULTS: Values = { name: '', members: [emptyRow()] };
const numberOrEmpty = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));

/** A list of rows that grows and shrinks, each row checked on its own, sent as one list. */
export default function FormRepeaterPage() {
  const { t } = useTranslation();
  const [save] = useAddSampleTeamMutation();
  const { form, submit, alert } = useSampleForm<Values>('teamForm', DEFAULTS, FIELDS, (values) => save(values).unwrap(), { done: t('showcase.repeater.done') });
  const { register, control, formState } = form;
  const rows = useFieldArray({ control, name: 'members' });
  const list = useRef<HTMLOListElement>(null);
  const membersError = formState.errors.members?.root ?? (formState.errors.members?.type ? formState.errors.members : undefined);

  const add = () => {
    rows.append(emptyRow(), { shouldFocus: true });
  };
  const remove = (index: number) => {
    rows.remove(index);
    // Focus goes to the row that took its place, or the add button.
    requestAnimationFrame(() => (list.current?.querySelectorAll<HTMLInputElement>('input[name$=".name"]')[Math.min(index, rows.fields.length - 2)] ?? document.getElementById('repeater-add'))?.focus());
  };

  return (
    <>
      <header className="mb-4">
        <h1 className="h3 mb-1">{t('showcase.repeater.title')}</h1>
        <p className="text-body-secondary mb-0">{t('showcase.repeater.intro')}</p>
      </header>
      <section className="card mb-4" aria-labelledby="repeater-title">
        <div className="card-header">
          <h2 id="repeater-title" className="h5 mb-0">
            {t('showcase.repeater.formTitle')}
          </h2>
        </div>
        <div className="card-body">
          <FormProvider {...form}>
            <FormAlert text={alert} />
            <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="repeater-title">
              <Field name="name" label={t('showcase.repeater.teamName')} required messages={FIELD_MESSAGES.name} className="mb-4" id="repeater-team-name">
                {(aria, id) => <Form.Control id={id} dir="auto" {...aria} {...register('name')} />}
              </Field>
              <ol ref={list} className="list-unstyled mb-3">
                {rows.fields.map((row, index) => (
                  <li key={row.id} className="border rounded p-3 mb-3" aria-label={t('showcase.repeater.row', { number: index + 1 })}>
                    <div className="row g-2 align-items-start">
                      <Field name={`members.${index}.name`} label={t('showcase.repeater.memberName')} required className="col-md-3" id={`member-${row.id}-name`}>
                        {(aria, id) => <Form.Control id={id} dir="auto" autoComplete="off" {...aria} {...register(`members.${index}.name`)} />}
                      </Field>
                      <Field name={`members.${index}.email`} label={t('showcase.sampleForms.email')} required className="col-md-4" id={`member-${row.id}-email`}>
                        {(aria, id) => <Form.Control id={id} type="email" dir="ltr" autoComplete="off" {...aria} {...register(`members.${index}.email`)} />}
                      </Field>
                      <Field name={`members.${index}.role`} label={t('showcase.repeater.role')} className="col-md-2 col-6" id={`member-${row.id}-role`}>
                        {(aria, id) => (
                          <Form.Select id={id} {...aria} {...register(`members.${index}.role`)}>
                            {MEMBER_ROLES.map((role) => (
                              <option key={role} value={role}>
                                {t(`showcase.repeater.roles.${role}`)}
                              </option>
                            ))}
                          </Form.Select>
                        )}
                      </Field>
                      <Field name={`members.${index}.hours`} label={t('showcase.repeater.hours')} required messages={FIELD_MESSAGES.hours} className="col-md-2 col-6" id={`member-${row.id}-hours`}>
                        {(aria, id) => <Form.Control id={id} type="number" inputMode="numeric" min={1} max={40} {...aria} {...register(`members.${index}.hours`, { setValueAs: numberOrEmpty })} />}
                      </Field>
                      <div className="col-md-1 d-flex align-items-md-end pt-md-4 mt-md-2">
                        <button
                          type="button"
                          className="btn btn-outline-danger"
                          disabled={rows.fields.length === 1}
                          onClick={() => remove(index)}
                          aria-label={t('showcase.repeater.remove', { number: index + 1 })}
                          title={t('showcase.repeater.remove', { number: index + 1 })}
                        >
                          <Trash2 size={16} aria-hidden="true" />
                        </button>
                      </div>
                    </div>
                  </li>
                ))}
              </ol>
              {membersError && (
                <div className="text-danger small mb-3" role="alert">
                  {t('showcase.repeater.needRows')}
                </div>
              )}
              <div className="d-flex flex-wrap gap-2 align-items-center">
                <button id="repeater-add" type="button" className="btn btn-outline-primary" onClick={add} disabled={rows.fields.length >= TEAM_MAX}>
                  <Plus size={16} aria-hidden="true" className="me-1" />
                  {t('showcase.repeater.add')}
                </button>
                <span className="small text-body-secondary me-auto">{t('showcase.repeater.count', { count: rows.fields.length, max: TEAM_MAX })}</span>
                <SubmitButton busy={formState.isSubmitting}>{t('showcase.repeater.submit')}</SubmitButton>
              </div>
            </form>
          </FormProvider>
        </div>
      </section>
      <WhenVisible><SavedTeams /></WhenVisible>
    </>
  );
}
