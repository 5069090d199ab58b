/**
 * Validation issues with a stable code: the server's 400 bodies and the browser's own checks both speak
 * it, so a field shows the same translated text whoever caught the problem. No zod at run time here:
 * the browser loads this with the pages, zod only with the forms.
 */
export const ISSUE_CODES = [
  'required',
  'too_short',
  'too_long',
  'too_small',
  'too_big',
  'invalid_email',
  'invalid_url',
  'invalid_date',
  'invalid_format',
  'invalid_value',
  'control_chars',
  'invalid_chars',
  'unsafe_url',
] as const;
export type ShapeIssueCode = (typeof ISSUE_CODES)[number];
/** A shape code, or a domain key a rule or service names (`email_taken`, `overpaid`, `end_before_start`…). */
export type IssueCode = ShapeIssueCode | (string & {});

export interface FieldIssue {
  /** Where: the part of the request, then the field (`body.user.email`, `body.items.0.cost`). */
  path: string;
  /** Readable English, for people using the API directly. */
  message: string;
  /** Stable key the interface translates. */
  code?: IssueCode;
  minimum?: number;
  maximum?: number;
}

/** What this mapping reads of a zod issue (zod 4's shape), without importing zod. */
export interface ZodIssueLike {
  code: string;
  message: string;
  path?: readonly PropertyKey[];
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  expected?: string;
  params?: { code?: unknown };
}

const asNumber = (value: number | bigint | undefined) => (value === undefined ? undefined : Number(value));
const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A zod issue as a coded issue. `value` is what was sent at the issue's path (zod drops it from the issue),
 * so a missing or blank value reads `required` whatever rule caught it.
 */
export function issueFromZod(issue: ZodIssueLike, value: unknown, path: string): FieldIssue {
  const base = { path, message: issue.message };
  const minimum = asNumber(issue.minimum);
  const maximum = asNumber(issue.maximum);
  const custom = typeof issue.params?.code === 'string' ? issue.params.code : undefined;
  if (custom) return { ...base, code: custom };
  switch (issue.code) {
    case 'invalid_type':
      return { ...base, code: isEmpty(value) ? 'required' : 'invalid_value' };
    case 'too_small':
      if (issue.origin === 'string') return minimum === 1 || isEmpty(value) ? { ...base, code: 'required' } : { ...base, code: 'too_short', minimum };
      if (issue.origin === 'array' && minimum === 1) return { ...base, code: 'required' };
      return { ...base, code: 'too_small', minimum };
    case 'too_big':
      return issue.origin === 'string' ? { ...base, code: 'too_long', maximum } : { ...base, code: 'too_big', maximum };
    case 'invalid_format':
      if (isEmpty(value)) return { ...base, code: 'required' };
      if (issue.format === 'email') return { ...base, code: 'invalid_email' };
      if (issue.format === 'url') return { ...base, code: 'invalid_url' };
      if (issue.format === 'date' || issue.format === 'datetime') return { ...base, code: 'invalid_date' };
      return { ...base, code: 'invalid_format' };
    default:
      return { ...base, code: isEmpty(value) ? 'required' : 'invalid_value' };
  }
}

/** The value at a dotted path of what was sent (`user.email`, `items.0.cost`). */
export function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
