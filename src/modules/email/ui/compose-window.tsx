import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Modal from 'react-bootstrap/Modal';
import { Save, Send } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { notify } from '@/web/feedback/notify';
import { useSaveDraftMutation, useSendEmailMutation } from './email-api';
import { composeSchema, draftSchema } from './compose-form';
import { splitAddresses, type ComposeSeed, type ComposeValues } from './compose-seed';
import { AddressField } from './address-field';
import { RichEditor } from '@/web/components/rich-editor';

interface ComposeWindowProps {
  seed: ComposeSeed;
  onClose: () => void;
}

const FIELDS = ['to', 'cc', 'bcc'] as ['to', 'cc', 'bcc'];

/** Compose in a window: to, cc, bcc, subject and a rich-text body; send, or keep it as a draft. Loaded only when opened. */
export default function ComposeWindow({ seed, onClose }: ComposeWindowProps) {
  const { t } = useTranslation();
  const [send, sending] = useSendEmailMutation();
  const [saveDraft, saving] = useSaveDraftMutation();
  const [draftId, setDraftId] = useState(seed.id);
  const { register, control, handleSubmit, setError, clearErrors, getValues, setValue, formState } = useForm<ComposeValues>({
    resolver: zodResolver(composeSchema),
    defaultValues: { to: seed.to, cc: seed.cc, bcc: seed.bcc, subject: seed.subject, message: seed.message },
    mode: 'onTouched',
  });
  const addresses = useWatch({ control, name: FIELDS });
  const busy = sending.isLoading || saving.isLoading;

  const payload = (values: ComposeValues) => ({
    id: draftId,
    to: splitAddresses(values.to),
    cc: splitAddresses(values.cc),
    bcc: splitAddresses(values.bcc),
    subject: values.subject.trim(),
    message: values.message,
  });
  const showServerErrors = (e: unknown) => {
    const { message, issues } = errorOf(e);
    let named = false;
    for (const issue of issues) {
      const field = issue.path.split('.')[1] as FieldPath<ComposeValues>;
      if (['to', 'cc', 'bcc', 'subject', 'message'].includes(field)) {
        setError(field, { message: issue.message });
        named = true;
      }
    }
    if (!named) notify.error(message);
  };

  const onSend = handleSubmit(async (values) => {
    try {
      await send({ ...payload(values), replyTo: seed.replyTo }).unwrap();
      notify.success(t('email.compose.sent'));
      onClose();
    } catch (e) {
      showServerErrors(e);
    }
  });
  const onSave = async () => {
    clearErrors();
    const parsed = draftSchema.safeParse(getValues());
    if (!parsed.success) {
      for (const issue of parsed.error.issues) setError(issue.path[0] as FieldPath<ComposeValues>, { message: issue.message });
      return;
    }
    try {
      const draft = await saveDraft(payload(parsed.data)).unwrap();
      setDraftId(draft.id);
      notify.success(t('email.compose.saved'));
      onClose();
    } catch (e) {
      showServerErrors(e);
    }
  };
  const message = (key?: string) => (key ? (key.startsWith('email.') ? t(key) : key) : undefined);

  return (
    <Modal show onHide={onClose} size="lg" aria-labelledby="tb-compose-title" backdrop="static" className="tb-compose">
      <form onSubmit={(e) => void onSend(e)} noValidate>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id="tb-compose-title" as="h2" className="h5">
            {t(seed.replyTo ? 'email.compose.replyTitle' : draftId ? 'email.compose.draftTitle' : 'email.compose.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {FIELDS.map((field, i) => (
            <AddressField
              key={field}
              name={field}
              label={t(`email.compose.${field}`)}
              value={addresses[i] ?? ''}
              error={message(formState.errors[field]?.message)}
              registration={register(field)}
              onPick={(next) => setValue(field, next, { shouldValidate: Boolean(formState.errors[field]) })}
            />
          ))}
          <div className="mb-3">
            <label className="form-label" htmlFor="compose-subject">
              {t('email.compose.subject')}
            </label>
            <input id="compose-subject" type="text" className={`form-control ${formState.errors.subject ? 'is-invalid' : ''}`} {...register('subject')} />
            {formState.errors.subject && <div className="invalid-feedback d-block">{message(formState.errors.subject.message)}</div>}
          </div>
          <span className="form-label d-block" id="compose-message-label">
            {t('email.compose.message')}
          </span>
          <Controller control={control} name="message" render={({ field }) => <RichEditor initialValue={seed.message} onChange={field.onChange} label={t('email.compose.message')} />} />
        </Modal.Body>
        <Modal.Footer className="justify-content-between">
          <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={busy}>
            {t('email.compose.discard')}
          </button>
          <div className="d-flex gap-2">
            <button type="button" className="btn btn-outline-primary" onClick={() => void onSave()} disabled={busy}>
              {saving.isLoading ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : <Save size={16} className="me-1" aria-hidden="true" />}
              {t('email.compose.save')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {sending.isLoading ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : <Send size={16} className="me-1" aria-hidden="true" />}
              {t('email.compose.send')}
            </button>
          </div>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
