import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** A field's error, as react-hook-form and the login form keep it. */
export interface FormError {
  type: string;
  message?: string;
}

/** Client rules carry translation keys; messages from the server (type "server") arrive already translated. */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: FormError | undefined) => (error?.message ? (error.type === 'server' ? error.message : t(error.message)) : undefined);
}

/** Props that tie an input to its error message for assistive technology. */
export function describedBy(id: string, message: string | undefined) {
  return { 'aria-invalid': message ? true : undefined, 'aria-describedby': message ? `${id}-error` : undefined } as const;
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <div id={`${id}-error`} className="invalid-feedback d-block">
      {message}
    </div>
  );
}

export function SubmitButton({ pending, children, ref }: { pending: boolean; children: string; ref?: Ref<HTMLButtonElement> }) {
  return (
    <button ref={ref} type="submit" className="btn btn-primary w-100 tb-auth-submit" disabled={pending} aria-busy={pending || undefined}>
      {pending && <span className="spinner-border spinner-border-sm" aria-hidden="true" />}
      <span>{children}</span>
    </button>
  );
}
