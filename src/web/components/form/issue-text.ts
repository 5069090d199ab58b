import type { TFunction } from 'i18next';
import type { ErrorOption, FieldError } from 'react-hook-form';
import type { FieldIssue, IssueCode } from '@/platform/contract/issues';

/** Per field, the translation key to use for a code instead of the generic `validation.<code>`. */
export type IssueMessages = Partial<Record<IssueCode, string>>;

export type IssueLike = Pick<FieldIssue, 'message' | 'code' | 'minimum' | 'maximum'>;

/** An issue as react-hook-form keeps it: the code as `type`, the English message, the numbers in `types`. */
export function errorOptionOf(issue: IssueLike): ErrorOption {
  const types: Record<string, string> = {};
  if (issue.minimum !== undefined) types.minimum = String(issue.minimum);
  if (issue.maximum !== undefined) types.maximum = String(issue.maximum);
  return { type: issue.code ?? 'server', message: issue.message, ...(Object.keys(types).length ? { types } : {}) };
}

export function issueOfError(error: FieldError): IssueLike {
  const number = (key: string) => (typeof error.types?.[key] === 'string' ? Number(error.types[key]) : undefined);
  return { code: error.type, message: error.message ?? '', minimum: number('minimum'), maximum: number('maximum') };
}

/** The text a person reads for an issue: the field's own key for its code, else `validation.<code>`, else the message. */
export function issueText(t: TFunction, issue: IssueLike, messages?: IssueMessages): string {
  const key = (issue.code && messages?.[issue.code]) ?? (issue.code && issue.code !== 'server' ? `validation.${issue.code}` : undefined);
  if (!key) return issue.message;
  return t(key, { minimum: issue.minimum, maximum: issue.maximum, count: issue.minimum ?? issue.maximum, defaultValue: issue.message });
}

/** The text under a field for react-hook-form's error, whoever found it. */
export function errorText(t: TFunction, error: FieldError | undefined, messages?: IssueMessages): string | undefined {
  return error ? issueText(t, issueOfError(error), messages) : undefined;
}
