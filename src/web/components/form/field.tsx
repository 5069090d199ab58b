import { useId, type ReactNode } from 'react';
import { get, useFormContext, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { issueOfError, issueText, type IssueMessages } from './issue-text';

/**
 * What the control inside a Field spreads on itself, beside `register(name)` or `useController`'s field.
 * Bootstrap controls take their id from the group's `controlId`; other controls get it as the second argument.
 */
export interface FieldControlProps {
  isInvalid: boolean;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

export interface FieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  /** Translation keys for some codes on this field, instead of the generic `validation.<code>`. */
  messages?: IssueMessages;
  hint?: ReactNode;
  className?: string;
  id?: string;
  children: (control: FieldControlProps, id: string) => ReactNode;
}

/** Label above, the control, its translated error under it; the form's errors come from FormPanel's form. */
export function Field({ name, label, required, messages, hint, className = 'mb-3', id, children }: FieldProps) {
  const { t } = useTranslation();
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const { formState } = useFormContext();
  const error = get(formState.errors, name) as FieldError | undefined;
  const text = error ? issueText(t, issueOfError(error), messages) : undefined;
  const describedBy = [hint ? `${controlId}-hint` : '', `${controlId}-error`].filter(Boolean).join(' ');

  return (
    <Form.Group className={className} controlId={controlId}>
      <Form.Label>
        {label} {required && <span aria-hidden="true">*</span>}
      </Form.Label>
      {children({ isInvalid: Boolean(text), 'aria-invalid': Boolean(text), 'aria-describedby': describedBy, ...(required ? { 'aria-required': true } : {}) }, controlId)}
      {hint && (
        <Form.Text id={`${controlId}-hint`} className="d-block">
          {hint}
        </Form.Text>
      )}
      <Form.Control.Feedback type="invalid" id={`${controlId}-error`}>
        {text}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
