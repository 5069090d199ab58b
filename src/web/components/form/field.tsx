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
  /** Only with `showValid`: the field was left holding a value its checks accept. */
  isValid?: boolean;
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
  /**
   * Label above (default), beside the control on wider screens (`horizontal`, a Bootstrap grid row), or floating
   * inside it (`floating`: the control needs a `placeholder`, which the floating label covers).
   */
  layout?: 'stacked' | 'horizontal' | 'floating';
  /** Mark the field valid (green, with this text) once it was left with an accepted value. */
  validText?: ReactNode;
  children: (control: FieldControlProps, id: string) => ReactNode;
}

/** Label above, the control, its translated error under it; the form's errors come from FormPanel's form. */
export function Field({ name, label, required, messages, hint, className = 'mb-3', id, layout = 'stacked', validText, children }: FieldProps) {
  const { t } = useTranslation();
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const { formState, getFieldState } = useFormContext();
  const error = get(formState.errors, name) as FieldError | undefined;
  const text = error ? issueText(t, issueOfError(error), messages) : undefined;
  const valid = validText !== undefined && !text && getFieldState(name, formState).isTouched;
  const describedBy = [hint ? `${controlId}-hint` : '', `${controlId}-error`, valid ? `${controlId}-valid` : ''].filter(Boolean).join(' ');

  const labelText = (
    <>
      {label} {required && <span aria-hidden="true">*</span>}
    </>
  );
  const control = children(
    { isInvalid: Boolean(text), ...(validText !== undefined ? { isValid: valid } : {}), 'aria-invalid': Boolean(text), 'aria-describedby': describedBy, ...(required ? { 'aria-required': true } : {}) },
    controlId,
  );
  const below = (
    <>
      {hint && (
        <Form.Text id={`${controlId}-hint`} className="d-block">
          {hint}
        </Form.Text>
      )}
      <Form.Control.Feedback type="invalid" id={`${controlId}-error`}>
        {text}
      </Form.Control.Feedback>
      {valid && (
        <Form.Control.Feedback type="valid" id={`${controlId}-valid`}>
          {validText}
        </Form.Control.Feedback>
      )}
    </>
  );

  if (layout === 'horizontal') {
    return (
      <Form.Group className={`row ${className}`} controlId={controlId}>
        <Form.Label className="col-sm-3 col-form-label">{labelText}</Form.Label>
        <div className="col-sm-9">
          {control}
          {below}
        </div>
      </Form.Group>
    );
  }
  if (layout === 'floating') {
    return (
      <Form.Group className={`form-floating ${className}`} controlId={controlId}>
        {control}
        {/* Bootstrap draws a floating label at 65 % of the text colour, under AA contrast: the skin's secondary text instead. */}
        <Form.Label className="text-body-secondary">{labelText}</Form.Label>
        {below}
      </Form.Group>
    );
  }
  return (
    <Form.Group className={className} controlId={controlId}>
      <Form.Label>{labelText}</Form.Label>
      {control}
      {below}
    </Form.Group>
  );
}
