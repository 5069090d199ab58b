import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from './password-field';

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

/** The e-mail field of the sign-in pages: label, input and its message, tied together by `id`. */
export function EmailField({ id, error, autoComplete = 'email', className = 'mb-3', input }: {
  id: string;
  error: string | undefined;
  autoComplete?: string;
  className?: string;
  /** The form's props for the input (value, change handler, id). */
  input: InputHTMLAttributes<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {t('auth.fields.email')}
      </label>
      <input
        type="email"
        autoComplete={autoComplete}
        inputMode="email"
        className={`form-control${error ? ' is-invalid' : ''}`}
        placeholder={t('auth.fields.emailPlaceholder')}
        required
        {...describedBy(id, error)}
        {...input}
      />
      <FieldError id={id} message={error} />
    </div>
  );
}

/** A new password: label, input, and the rules as a hint until there is a message to show instead. */
export function NewPasswordField({ id, label, error, input }: { id: string; label: string; error: string | undefined; input: InputHTMLAttributes<HTMLInputElement> }) {
  const { t } = useTranslation();
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <PasswordInput
        autoComplete="new-password"
        invalid={Boolean(error)}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        {...input}
      />
      {error ? (
        <FieldError id={id} message={error} />
      ) : (
        <div id={`${id}-hint`} className="form-text">
          {t('auth.fields.passwordHint')}
        </div>
      )}
    </div>
  );
}
