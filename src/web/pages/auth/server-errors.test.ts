import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { authFailure } from './server-errors';

// Echoes the key and its values, so the test sees which translation was picked.
const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key}${JSON.stringify(values)}` : key)) as unknown as TFunction;
const FIELDS = ['username', 'email', 'password'] as const;

describe('authFailure', () => {
  it("puts the server's named errors under their fields, translated", () => {
    const error = {
      status: 400,
      data: { message: 'This email is already in use.', error: { email: 'This email is already in use.', username: 'This username is already in use.' } },
    };
    expect(authFailure(t, error, FIELDS)).toEqual({ fields: { email: 'auth.errors.emailTaken', username: 'auth.errors.usernameTaken' } });
  });

  it('puts zod issues such as body.email under the field', () => {
    const error = { status: 400, data: { message: 'body.email: Enter a valid email', issues: [{ path: 'body.email', message: 'Enter a valid email' }] } };
    expect(authFailure(t, error, FIELDS)).toEqual({ fields: { email: 'auth.errors.emailInvalid' } });
  });

  it('shows a bad login under the email field', () => {
    const error = { status: 400, data: { message: 'Email or Password is Invalid', error: { email: 'Email or Password is Invalid' } } };
    expect(authFailure(t, error, ['email', 'password'] as const).fields.email).toBe('auth.errors.invalidLogin');
  });

  it('turns a rate limit into an alert with the wait', () => {
    const error = { status: 429, data: { message: 'Too many attempts. Try again in 42 seconds.' } };
    expect(authFailure(t, error, FIELDS)).toEqual({ fields: {}, alert: 'auth.errors.tooManyAttempts{"count":42}' });
  });

  it('says the network failed when there was no answer, and hides server trouble', () => {
    expect(authFailure(t, { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, FIELDS).alert).toBe('auth.errors.network');
    expect(authFailure(t, { status: 500, data: { message: 'Internal server error' } }, FIELDS).alert).toBe('auth.errors.server');
  });
});
