import type { Ref } from 'react';

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
