import { Logo } from './logo';

/** The full-page spinner with the logo, shown while a lazy page loads for the first time. */
export function PageSpinner() {
  return (
    <div className="tb-page-spinner" role="status" aria-live="polite">
      <Logo size={56} />
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">Cargando…</span>
    </div>
  );
}
