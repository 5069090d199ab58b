import { describe, expect, it } from 'vitest';
import { looksLikeToken, tokenProblemOf } from './token-problem';
import { mailLanguage } from './mail-language';

const refused = (path: string, code: string) => ({ status: 400, data: { message: 'x', issues: [{ path, message: 'x', code }] } });

describe('tokenProblemOf', () => {
  it('reads the problem the server named on the token field', () => {
    expect(tokenProblemOf(refused('body.token', 'token_expired'))).toBe('token_expired');
    expect(tokenProblemOf(refused('query.token', 'token_used'))).toBe('token_used');
  });

  it('takes a malformed token for an invalid one', () => {
    expect(tokenProblemOf(refused('body.token', 'invalid_format'))).toBe('token_invalid');
  });

  it('leaves other failures to the form', () => {
    expect(tokenProblemOf(refused('body.password', 'too_short'))).toBeUndefined();
    expect(tokenProblemOf({ status: 429, data: { message: 'Too many attempts. Try again in 5 seconds.' } })).toBeUndefined();
    expect(tokenProblemOf({ status: 'FETCH_ERROR', error: 'offline' })).toBeUndefined();
  });
});

describe('looksLikeToken', () => {
  it('accepts base64url and nothing else', () => {
    expect(looksLikeToken('aZ09_-'.repeat(7))).toBe(true);
    expect(looksLikeToken('')).toBe(false);
    expect(looksLikeToken('abc def')).toBe(false);
    expect(looksLikeToken('abc/def=')).toBe(false);
  });
});

describe('mailLanguage', () => {
  it('sends the interface language when mail has it', () => {
    expect(mailLanguage('fr')).toBe('fr');
    expect(mailLanguage('pt-BR')).toBe('pt');
    expect(mailLanguage('it')).toBeUndefined();
  });
});
