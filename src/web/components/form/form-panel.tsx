import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from 'react-bootstrap/Alert';
import Modal from 'react-bootstrap/Modal';
import Offcanvas from 'react-bootstrap/Offcanvas';
import type { z } from 'zod';
import { errorOf } from '@/web/api/request';
import { applyServerIssues } from './apply-server-issues';
import { focusFirstField } from './focus-first-field';
import { issueResolver } from './issue-resolver';
import { issueText } from './issue-text';

interface FormPanelProps<Input extends FieldValues, Output> {
  /** An offcanvas at the end (default) or a centred modal. */
  as?: 'offcanvas' | 'modal';
  show: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The endpoint's own schema (picked or extended where the form differs). */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** Sends the values; a 400's issues go to these fields (`items.*.cost` for line items), the rest to an alert. */
  onSubmit: (values: Output) => Promise<unknown>;
  fields: readonly string[];
  submitLabel: ReactNode;
  /** Text above the fields. */
  intro?: ReactNode;
  size?: 'sm' | 'lg' | 'xl';
  /** Bootstrap variant of the submit button. */
  submitVariant?: string;
  /** More buttons, at the start of the footer (a delete, say). */
  extraButtons?: ReactNode;
  /** Submit stays disabled until a value differs from the defaults. */
  requireChange?: boolean;
  children: ReactNode | ((form: UseFormReturn<Input, unknown, Output>) => ReactNode);
}

/** A form in a side panel or a modal: validation on touch, busy submit, server issues on their fields. */
export function FormPanel<Input extends FieldValues, Output>(props: FormPanelProps<Input, Output>) {
  const { as = 'offcanvas', show, onClose, title, schema, defaultValues, onSubmit, fields, submitLabel, intro, size, requireChange, extraButtons, submitVariant = 'primary', children } = props;
  const { t } = useTranslation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm<Input, unknown, Output>({ resolver: issueResolver(schema), mode: 'onTouched', defaultValues });
  const { handleSubmit, reset, setError, formState } = form;

  useEffect(() => {
    if (!show) return;
    reset(defaultValues);
    // Each opening starts from the values given then, not from later renders' copies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [show, reset]);

  const submit = handleSubmit(async (values) => {
    setAlert([]);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      const { message, issues, status } = errorOf(error);
      if (status === 400 && issues.length) {
        const unplaced = applyServerIssues(issues, setError, fields);
        setAlert(unplaced.map((issue) => issueText(t, issue)));
      } else {
        setAlert([status === undefined ? t('common.networkError') : status >= 500 ? t('common.unexpectedError') : message]);
      }
    }
  });

  // Its first field takes focus as the panel starts to slide in (focus-first-field.ts); the form's own
  // fields only, not the close button in the header.
  const focusFirst = () => {
    if (formRef.current) focusFirstField(formRef.current);
  };
  const titleId = `${id}-title`;
  const body = (
    <FormProvider {...form}>
      <form ref={formRef} id={`${id}-form`} noValidate onSubmit={(e) => void submit(e)}>
        {intro}
        {alert.length > 0 && (
          <Alert variant="danger" className="py-2">
            {alert.map((text) => (
              <div key={text}>{text}</div>
            ))}
          </Alert>
        )}
        {typeof children === 'function' ? children(form) : children}
      </form>
    </FormProvider>
  );
  const buttons = (
    <>
      {extraButtons && <div className="me-auto">{extraButtons}</div>}
      <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
        {t('common.cancel')}
      </button>
      <button type="submit" form={`${id}-form`} className={`btn btn-${submitVariant}`} disabled={formState.isSubmitting || (requireChange && !formState.isDirty)}>
        {formState.isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {submitLabel}
      </button>
    </>
  );

  if (as === 'modal') {
    return (
      <Modal show={show} onHide={onClose} onEntering={focusFirst} onEntered={focusFirst} onExited={() => setAlert([])} centered size={size} aria-labelledby={titleId}>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{body}</Modal.Body>
        <Modal.Footer>{buttons}</Modal.Footer>
      </Modal>
    );
  }
  return (
    <Offcanvas show={show} onHide={onClose} onEntering={focusFirst} onEntered={focusFirst} onExited={() => setAlert([])} placement="end" aria-labelledby={titleId}>
      <Offcanvas.Header closeButton closeLabel={t('common.close')}>
        <Offcanvas.Title id={titleId} as="h2" className="h5 mb-0">
          {title}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>{body}</Offcanvas.Body>
      <div className="d-flex justify-content-end gap-2 border-top p-3">{buttons}</div>
    </Offcanvas>
  );
}
