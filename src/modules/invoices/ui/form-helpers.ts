import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { TFunction } from 'i18next';

/** Server messages this module knows, shown in the interface language. */
const KNOWN: Record<string, string> = {
  'The payment is more than the balance': 'invoices.errors.overpaid',
  'Nothing is owed on this invoice': 'invoices.errors.nothingOwed',
  'Choose a client from the list': 'invoices.errors.client',
  'The due date cannot be before the issue date': 'invoices.errors.dueBeforeIssue',
  'Enter a valid email': 'invoices.errors.email',
};

/** The text under a field: a translation key from the form's own rules, or the server's message. */
export function messageOf(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  if (error.type === 'server') return KNOWN[error.message] ? t(KNOWN[error.message]) : error.message;
  return t(error.message);
}

/** Puts each issue the server named next to its field (path `body.x.y` → field `y`, or a line item's `items.0.cost`). Returns whether any was placed. */
export function placeServerIssues<V extends FieldValues>(issues: { path: string; message: string }[], fields: readonly string[], setError: UseFormSetError<V>): boolean {
  let placed = false;
  for (const issue of issues) {
    const item = /items\.(\d+)\.(\w+)$/.exec(issue.path);
    const name = item ? `items.${item[1]}.${item[2]}` : fields.find((f) => issue.path.endsWith(`.${f}`));
    if (!name) continue;
    setError(name as Path<V>, { type: 'server', message: issue.message });
    placed = true;
  }
  return placed;
}

/** Today as `YYYY-MM-DD` in local time. */
export const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
