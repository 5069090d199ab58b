import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Offcanvas from 'react-bootstrap/Offcanvas';
import CreatableSelect from 'react-select/creatable';
import { Trash2 } from 'lucide-react';
import { DateField, DateTimeField } from '@/web/components/form/date-field';
import { issueResolver } from '@/web/components/form/issue-resolver';
import { errorOf } from '@/web/api/request';
import { confirm } from '@/web/feedback/confirm';
import { notify } from '@/web/feedback/notify';
import type { CalendarEvent } from '../contract';
import { CALENDAR_TYPES } from '../routes';
import { useAddCalendarEventMutation, useCalendarGuestsQuery, useRemoveCalendarEventMutation, useUpdateCalendarEventMutation } from './calendar-api';
import { eventFormSchema } from './event-form';
import { eventInputOf, switchAllDay, type EventFormValues } from './event-values';

interface EventEditorProps {
  /** The event being edited, or `null` when adding one. */
  event: CalendarEvent | null;
  initial: EventFormValues;
  onClose: () => void;
}

const FIELDS = ['title', 'calendar', 'start', 'end', 'allDay', 'url', 'guests', 'location', 'description'] as const;
type Option = { value: string; label: string };

export function EventEditor({ event, initial, onClose }: EventEditorProps) {
  const { t } = useTranslation();
  const { data: guestData } = useCalendarGuestsQuery();
  const [addEvent] = useAddCalendarEventMutation();
  const [updateEvent] = useUpdateCalendarEventMutation();
  const [removeEvent] = useRemoveCalendarEventMutation();
  const form = useForm<EventFormValues>({
    resolver: issueResolver(eventFormSchema),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const { register, control, handleSubmit, setError, setValue, getValues, trigger, formState } = form;
  const { errors, isSubmitting, isSubmitted } = formState;
  const allDay = useWatch({ control, name: 'allDay' });
  const guestOptions: Option[] = (guestData?.guests ?? []).map((g) => ({ value: g.fullName, label: g.fullName }));

  const onSubmit = handleSubmit(async (values) => {
    const input = eventInputOf(values);
    try {
      if (event) await updateEvent({ ...input, id: event.id }).unwrap();
      else await addEvent(input).unwrap();
      notify.success(t(event ? 'calendar.updated' : 'calendar.added'));
      onClose();
    } catch (error) {
      const { message, issues } = errorOf(error);
      let named = false;
      for (const issue of issues) {
        const field = FIELDS.find((f) => issue.path.endsWith(`.${f}`));
        if (field) {
          setError(field, { type: 'server', message: issue.message });
          named = true;
        }
      }
      if (!named) notify.error(message);
    }
  });

  const onDelete = async () => {
    if (!event || !(await confirm({ title: t('calendar.deleteTitle'), text: t('calendar.deleteText', { title: event.title }), confirmText: t('common.delete') }))) return;
    try {
      await removeEvent(event.id).unwrap();
      notify.success(t('calendar.deleted'));
      onClose();
    } catch (error) {
      notify.error(errorOf(error).message);
    }
  };

  const message = (key?: string) => (key ? t(key, { defaultValue: key }) : undefined);
  const dateMessages = { start: { required: 'calendar.errors.startRequired' }, end: { required: 'calendar.errors.endRequired', end_before_start: 'calendar.errors.endBeforeStart' } };
  const dateField = (name: 'start' | 'end') => {
    const props = {
      name,
      id: `event-${name}`,
      label: t(`calendar.fields.${name}`),
      required: true,
      messages: dateMessages[name],
      // The end is judged against the start: re-check it once the form has been tried.
      onValueChange: () => {
        if (isSubmitted || errors.end) void trigger('end');
      },
    };
    return allDay ? <DateField key={`${name}-day`} {...props} /> : <DateTimeField key={`${name}-time`} {...props} />;
  };

  return (
    <Offcanvas show onHide={onClose} placement="end" aria-labelledby="event-editor-title" className="tb-event-editor">
      <Offcanvas.Header closeButton closeLabel={t('common.close')}>
        <Offcanvas.Title id="event-editor-title" as="h2" className="h5 mb-0">
          {t(event ? 'calendar.editTitle' : 'calendar.addTitle')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit}>
          <div className="mb-3">
            <label className="form-label" htmlFor="event-title">
              {t('calendar.fields.title')} <span aria-hidden="true">*</span>
            </label>
            <input id="event-title" className={`form-control ${errors.title ? 'is-invalid' : ''}`} aria-invalid={!!errors.title} aria-describedby="event-title-error" aria-required="true" {...register('title')} dir="auto" />
            <div id="event-title-error" className="invalid-feedback">
              {message(errors.title?.message)}
            </div>
          </div>

          <div className="mb-3">
            <label className="form-label" htmlFor="event-calendar">
              {t('calendar.fields.calendar')}
            </label>
            <select id="event-calendar" className={`form-select ${errors.calendar ? 'is-invalid' : ''}`} aria-describedby="event-calendar-error" {...register('calendar')}>
              {CALENDAR_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`calendar.types.${type}`)}
                </option>
              ))}
            </select>
            <div id="event-calendar-error" className="invalid-feedback">
              {message(errors.calendar?.message)}
            </div>
          </div>

          {dateField('start')}
          {dateField('end')}

          <div className="form-check form-switch mb-3">
            <input
              className="form-check-input"
              type="checkbox"
              role="switch"
              id="event-allDay"
              {...register('allDay', {
                // The dates follow: a day becomes its midnight, a time its day.
                onChange: (event: { target: { checked: boolean } }) => {
                  for (const name of ['start', 'end'] as const) setValue(name, switchAllDay(getValues(name), event.target.checked));
                },
              })}
            />
            <label className="form-check-label" htmlFor="event-allDay">
              {t('calendar.fields.allDay')}
            </label>
          </div>

          <div className="mb-3">
            <label className="form-label" htmlFor="event-url">
              {t('calendar.fields.url')}
            </label>
            <input id="event-url" type="url" inputMode="url" placeholder="https://" className={`form-control ${errors.url ? 'is-invalid' : ''}`} aria-invalid={!!errors.url} aria-describedby="event-url-error" {...register('url')} />
            <div id="event-url-error" className="invalid-feedback">
              {message(errors.url?.message)}
            </div>
          </div>

          <div className="mb-3">
            <label className="form-label" htmlFor="event-guests">
              {t('calendar.fields.guests')}
            </label>
            <Controller
              control={control}
              name="guests"
              render={({ field }) => (
                <CreatableSelect<Option, true>
                  inputId="event-guests"
                  isMulti
                  classNamePrefix="tb-select"
                  className="tb-select"
                  options={guestOptions}
                  value={field.value.map((g) => ({ value: g, label: g }))}
                  onChange={(chosen) => field.onChange(chosen.map((o) => o.value))}
                  onBlur={field.onBlur}
                  placeholder={t('calendar.guestsPlaceholder')}
                  noOptionsMessage={() => t('calendar.noGuests')}
                  formatCreateLabel={(text) => t('calendar.addGuest', { name: text })}
                  aria-describedby="event-guests-error"
                />
              )}
            />
            <div id="event-guests-error" className={`invalid-feedback ${errors.guests ? 'd-block' : ''}`}>
              {message(errors.guests?.message)}
            </div>
          </div>

          <div className="mb-3">
            <label className="form-label" htmlFor="event-location">
              {t('calendar.fields.location')}
            </label>
            <input id="event-location" className={`form-control ${errors.location ? 'is-invalid' : ''}`} aria-describedby="event-location-error" {...register('location')} />
            <div id="event-location-error" className="invalid-feedback">
              {message(errors.location?.message)}
            </div>
          </div>

          <div className="mb-4">
            <label className="form-label" htmlFor="event-description">
              {t('calendar.fields.description')}
            </label>
            <textarea id="event-description" rows={3} className={`form-control ${errors.description ? 'is-invalid' : ''}`} aria-describedby="event-description-error" {...register('description')} dir="auto" />
            <div id="event-description-error" className="invalid-feedback">
              {message(errors.description?.message)}
            </div>
          </div>

          <div className="d-flex flex-wrap gap-2">
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {t(event ? 'common.save' : 'calendar.add')}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
              {t('common.cancel')}
            </button>
            {event && (
              <button type="button" className="btn btn-outline-danger ms-auto" onClick={() => void onDelete()}>
                <Trash2 size={16} className="me-1" aria-hidden="true" />
                {t('common.delete')}
              </button>
            )}
          </div>
        </form>
        </FormProvider>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
