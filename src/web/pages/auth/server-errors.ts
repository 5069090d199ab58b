import type { TFunction } from 'i18next';
import type { FieldIssue } from '@/platform/contract/issues';
import { errorOf } from '@/web/api/request';
import { issueText, type IssueMessages } from '@/web/components/form/issue-text';

/** The auth forms' own wording for some codes, per field; other codes read `validation.<code>`. */
export const AUTH_MESSAGES: Record<string, IssueMessages> = {
  email: { invalid_login: 'auth.errors.invalidLogin', email_taken: 'auth.errors.emailTaken', invalid_email: 'auth.errors.emailInvalid', required: 'auth.errors.emailRequired' },
  username: {
    username_taken: 'auth.errors.usernameTaken',
    required: 'auth.errors.usernameRequired',
    too_short: 'auth.errors.usernameShort',
    too_long: 'auth.errors.usernameLong',
    invalid_format: 'auth.errors.usernameChars',
  },
  password: { required: 'auth.errors.passwordRequired', too_short: 'auth.errors.passwordShort' },
  terms: { invalid_value: 'auth.errors.termsRequired', required: 'auth.errors.termsRequired' },
};

/** The text for one issue of an auth form's field, whether the browser or the server found it. */
export function authIssueText(t: TFunction, field: string, issue: Pick<FieldIssue, 'message' | 'code' | 'minimum' | 'maximum'>): string {
  return issueText(t, issue, AUTH_MESSAGES[field]);
}

export interface AuthFailure<F extends string> {
  /** Messages to show under named fields. */
  fields: Partial<Record<F, string>>;
  /** A message for the alert above the form, when the failure belongs to no field. */
  alert?: string;
}

/**
 * Splits a failed login/register into translated messages under fields (the 400's coded issues, `body.email`
 * or `email`) and one alert for the rest (rate limit, network, server trouble).
 */
export function authFailure<F extends string>(t: TFunction, error: unknown, fieldNames: readonly F[]): AuthFailure<F> {
  const { message, issues, status, code } = errorOf(error);
  const fields: Partial<Record<F, string>> = {};
  const isField = (name: string): name is F => (fieldNames as readonly string[]).includes(name);

  if (status === 400) {
    for (const issue of issues) {
      const name = issue.path.replace(/^body\./, '').split('.')[0];
      if (isField(name) && !fields[name]) fields[name] = authIssueText(t, name, issue);
    }
    if (Object.keys(fields).length) return { fields };
  }
  if (status === undefined) return { fields, alert: t('auth.errors.network') };
  if (status >= 500) return { fields, alert: t('auth.errors.server') };
  if (code === 'registration_closed') return { fields, alert: t('auth.errors.registrationClosed') };
  const wait = status === 429 ? /(\d+) seconds/.exec(message) : null;
  if (wait) return { fields, alert: t('auth.errors.tooManyAttempts', { count: Number(wait[1]) }) };
  return { fields, alert: message };
}
