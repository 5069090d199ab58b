import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { authFailure } from './server-errors';

// Echoes the key and its values (not the fallback text), so the test sees which translation was picked.
const t = ((key: string, values?: Record<string, unknown>) => {
  const shown = Object.fromEntries(Object.entries(values ?? {}).filter(([name, value]) => name !== 'defaultValue' && value !== undefined));
  return Object.keys(shown).length ? `${key}${JSON.stringify(shown)}` : key;
}) as unknown as TFunction;
const FIELDS = ['username', 'email', 'password'] as const;

describe('authFailure', () => {
  it("puts the server's named errors under their fields, translated", () => {
    const error = {
      status: 400,
      data: {
        message: 'This email is already in use.',
        error: { email: 'This email is already in use.', username: 'This username is already in use.' },
        issues: [
          { path: 'email', message: 'This email is already in use.', code: 'email_taken' },
          { path: 'username', message: 'This username is already in use.', code: 'username_taken' },
        ],
      },
    };
    expect(authFailure(t, error, FIELDS)).toEqual({ fields: { email: 'auth.errors.emailTaken', username: 'auth.errors.usernameTaken' } });
  });

  it('puts zod issues such as body.email under the field', () => {
    const error = { status: 400, data: { message: 'body.email: Enter a valid email', issues: [{ path: 'body.email', message: 'Enter a valid email', code: 'invalid_email' }] } };
    expect(authFailure(t, error, FIELDS)).toEqual({ fields: { email: 'auth.errors.emailInvalid' } });
  });

  it('shows a bad login under the email field', () => {
    const error = { status: 400, data: { message: 'Email or Password is Invalid', error: { email: 'Email or Password is Invalid' }, issues: [{ path: 'email', message: 'Email or Password is Invalid', code: 'invalid_login' }] } };
    expect(authFailure(t, error, ['email', 'password'] as const).fields.email).toBe('auth.errors.invalidLogin');
  });

  it('reads codes the forms have no wording for generically, with their numbers', () => {
    const error = { status: 400, data: { message: 'x', issues: [{ path: 'body.password', message: 'At most 72 characters', code: 'too_long', maximum: 72 }] } };
    expect(authFailure(t, error, FIELDS).fields.password).toBe('validation.too_long{"maximum":72,"count":72}');
  });

  it('turns a rate limit into an alert with the wait', () => {
    const error = { status: 429, data: { message: 'Too many attempts. Try again in 42 seconds.' } };
    expect(authFailure(t, error, FIELDS)).toEqual({ fields: {}, alert: 'auth.errors.tooManyAttempts{"count":42}' });
  });

  it('says sign-up is closed in the reader\'s language', () => {
    const error = { status: 403, data: { message: 'Registration is closed', code: 'registration_closed' } };
    expect(authFailure(t, error, FIELDS)).toEqual({ fields: {}, alert: 'auth.errors.registrationClosed' });
  });

  it('says the network failed when there was no answer, and hides server trouble', () => {
    expect(authFailure(t, { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, FIELDS).alert).toBe('auth.errors.network');
    expect(authFailure(t, { status: 500, data: { message: 'Internal server error' } }, FIELDS).alert).toBe('auth.errors.server');
  });
});
