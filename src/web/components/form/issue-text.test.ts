import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { errorOptionOf, issueOfError, issueText } from './issue-text';

const t = ((key: string, values?: Record<string, unknown>) => `${key}${values?.minimum !== undefined ? `(${String(values.minimum)})` : ''}`) as unknown as TFunction;

describe('issueText', () => {
  it('translates the code generically, or with the key the field gives for it', () => {
    expect(issueText(t, { code: 'too_short', message: 'At least 3 characters', minimum: 3 })).toBe('validation.too_short(3)');
    expect(issueText(t, { code: 'required', message: 'Name is required' }, { required: 'permissions.errors.nameRequired' })).toBe('permissions.errors.nameRequired');
  });

  it('falls back to the message when there is no code', () => {
    expect(issueText(t, { message: 'Something odd' })).toBe('Something odd');
  });

  it('survives the trip through react-hook-form', () => {
    const issue = { code: 'too_long', message: 'At most 5', maximum: 5 };
    const option = errorOptionOf(issue);
    expect(issueOfError({ type: option.type!, message: option.message, types: option.types })).toEqual({ ...issue, minimum: undefined });
  });
});
