import { describe, expect, it, vi } from 'vitest';
import { applyServerIssues } from './apply-server-issues';

describe('applyServerIssues', () => {
  it('puts each issue on the field its path ends with, code and numbers kept', () => {
    const setError = vi.fn();
    const left = applyServerIssues(
      [
        { path: 'body.user.email', message: 'This email is already in use.', code: 'email_taken' },
        { path: 'body.user.username', message: 'At least 3 characters', code: 'too_short', minimum: 3 },
      ],
      setError,
      ['fullName', 'username', 'email'],
    );
    expect(left).toEqual([]);
    expect(setError).toHaveBeenCalledWith('email', { type: 'email_taken', message: 'This email is already in use.' }, { shouldFocus: true });
    expect(setError).toHaveBeenCalledWith('username', { type: 'too_short', message: 'At least 3 characters', types: { minimum: '3' } }, { shouldFocus: false });
  });

  it('places line items by index and nested fields by their whole path', () => {
    const setError = vi.fn();
    applyServerIssues(
      [
        { path: 'body.invoice.items.2.cost', message: 'Too big', code: 'too_big', maximum: 10 },
        { path: 'body.settings.isNotificationsOn', message: 'Invalid', code: 'invalid_value' },
      ],
      setError,
      ['items.*.cost', 'settings.isNotificationsOn', 'isNotificationsOn'],
    );
    expect(setError.mock.calls.map((c) => c[0])).toEqual(['items.2.cost', 'settings.isNotificationsOn']);
  });

  it('returns what no field takes, and shows only the first issue of a field', () => {
    const setError = vi.fn();
    const left = applyServerIssues(
      [
        { path: 'body.name', message: 'Name is required', code: 'required' },
        { path: 'body.name', message: 'At most 80 characters', code: 'too_long' },
        { path: 'body', message: 'Say what to change' },
      ],
      setError,
      ['name'],
    );
    expect(setError).toHaveBeenCalledTimes(1);
    expect(left).toEqual([{ path: 'body', message: 'Say what to change' }]);
  });
});
