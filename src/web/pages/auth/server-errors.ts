import type { TFunction } from 'i18next';
import { errorOf } from '@/web/api/request';

/** The server speaks English (the spec's messages); these are the ones a person meets on the auth forms. */
const KNOWN_MESSAGES: Record<string, string> = {
  'Email or Password is Invalid': 'auth.errors.invalidLogin',
  'This email is already in use.': 'auth.errors.emailTaken',
  'This username is already in use.': 'auth.errors.usernameTaken',
  'Enter a valid email': 'auth.errors.emailInvalid',
  'Enter your password': 'auth.errors.passwordRequired',
  'At least 3 characters': 'auth.errors.usernameShort',
  'At most 30 characters': 'auth.errors.usernameLong',
  'Letters, digits, dot, dash and underscore only': 'auth.errors.usernameChars',
  'At least 8 characters': 'auth.errors.passwordShort',
};

export function translateServerMessage(t: TFunction, message: string): string {
  const key = KNOWN_MESSAGES[message];
  if (key) return t(key);
  const wait = /Try again in (\d+) seconds/.exec(message);
  if (wait) return t('auth.errors.tooManyAttempts', { count: Number(wait[1]) });
  return message;
}

export interface AuthFailure<F extends string> {
  /** Messages to show under named fields. */
  fields: Partial<Record<F, string>>;
  /** A message for the alert above the form, when the failure belongs to no field. */
  alert?: string;
}

/**
 * Splits a failed login/register into messages under fields (the `error` object, or zod issues such as
 * `body.email`) and one alert for the rest (rate limit, network, server trouble).
 */
export function authFailure<F extends string>(t: TFunction, error: unknown, fieldNames: readonly F[]): AuthFailure<F> {
  const { message, issues, status } = errorOf(error);
  const fields: Partial<Record<F, string>> = {};
  const isField = (name: string): name is F => (fieldNames as readonly string[]).includes(name);

  if (status === 400) {
    const named = (error as { data?: { error?: Record<string, unknown> } }).data?.error ?? {};
    for (const [name, text] of Object.entries(named)) {
      if (isField(name) && typeof text === 'string') fields[name] = translateServerMessage(t, text);
    }
    for (const issue of issues) {
      const name = issue.path.replace(/^body\./, '').split('.')[0];
      if (isField(name) && !fields[name]) fields[name] = translateServerMessage(t, issue.message);
    }
    if (Object.keys(fields).length) return { fields };
  }
  if (status === undefined) return { fields, alert: t('auth.errors.network') };
  if (status >= 500) return { fields, alert: t('auth.errors.server') };
  return { fields, alert: translateServerMessage(t, message) };
}
