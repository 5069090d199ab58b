import type { ReactNode } from 'react';

/** A form's submit: disabled with a spinner while the request is on its way. */
export function SubmitButton({ busy, children, className = '' }: { busy: boolean; children: ReactNode; className?: string }) {
  return (
    <button type="submit" className={`btn btn-primary ${className}`} disabled={busy}>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
    </button>
  );
}

export function FormAlert({ text }: { text?: string }) {
  if (!text) return null;
  return (
    <div className="alert alert-danger py-2" role="alert">
      {text}
    </div>
  );
}
