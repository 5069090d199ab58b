import { afterEach, describe, expect, it, vi } from 'vitest';
import { configFromEnv, DEFAULT_MAIL_FROM, parseMailFrom, parseSmtpUrl } from './config';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('SMTP_URL', () => {
  it('is optional: without it mail is only logged', () => {
    vi.stubEnv('JWT_SECRET', 'a-secret-for-this-test');
    vi.stubEnv('SMTP_URL', '');
    expect(configFromEnv().smtpUrl).toBeUndefined();
  });

  it.each(['smtp://user:pass@mail.example.com:587', 'smtps://mail.example.com', 'smtp://127.0.0.1:2525?ignoreTLS=true'])('accepts %s', (url) => {
    expect(parseSmtpUrl(url)).toBe(url);
  });

  it.each(['mail.example.com', 'http://mail.example.com', 'smtp://', 'smtp:mail.example.com', 'smtp://host:99999'])('stops start-up on %s with a clear message', (url) => {
    vi.stubEnv('JWT_SECRET', 'a-secret-for-this-test');
    vi.stubEnv('SMTP_URL', url);
    expect(() => configFromEnv()).toThrow(/^SMTP_URL must look like smtp:\/\/user:password@host:port/);
  });

  it('never repeats the password it refuses', () => {
    expect(() => parseSmtpUrl('http://user:s3cret@mail.example.com')).toThrow(/got http:\/\/mail\.example\.com\)/);
    expect(() => parseSmtpUrl('smtp://user:s3cret@mail.example.com:99999')).not.toThrow(/s3cret/);
    expect(() => parseSmtpUrl('smtp://user:s3cret@mail.example.com:99999')).toThrow(/SMTP_URL/);
  });
});

describe('MAIL_FROM', () => {
  it('defaults to the product’s own no-reply address', () => {
    expect(parseMailFrom(undefined)).toBe(DEFAULT_MAIL_FROM);
    expect(DEFAULT_MAIL_FROM).toBe('Tablero <no-reply@tablero.local>');
  });

  it('takes an address alone or with a name, and refuses anything else', () => {
    expect(parseMailFrom('ops@example.com')).toBe('ops@example.com');
    expect(parseMailFrom('Equipo <ops@example.com>')).toBe('Equipo <ops@example.com>');
    expect(() => parseMailFrom('Equipo')).toThrow(/^MAIL_FROM must be an address/);
  });
});
