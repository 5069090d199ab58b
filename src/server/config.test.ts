import { afterEach, describe, expect, it, vi } from 'vitest';
import { configFromEnv, DEFAULT_MAIL_FROM, parseMailFrom, parseMetricsAllow, parseMetricsToken, parseSmtpUrl } from './config';

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

describe('METRICS_TOKEN and METRICS_ALLOW', () => {
  it('by default /metrics has no token and opens to loopback only', () => {
    vi.stubEnv('JWT_SECRET', 'a-secret-for-this-test');
    vi.stubEnv('METRICS_TOKEN', '');
    vi.stubEnv('METRICS_ALLOW', '');
    const config = configFromEnv();
    expect(config.metricsToken).toBeUndefined();
    expect(config.metricsAllow).toEqual(['loopback']);
  });

  it('takes a token of at least 16 printable characters, and refuses a short or spaced one without echoing it', () => {
    expect(parseMetricsToken('  0123456789abcdef  ')).toBe('0123456789abcdef');
    for (const bad of ['short-secret', 'sixteen chars or more']) {
      expect(() => parseMetricsToken(bad)).toThrow(/^METRICS_TOKEN must be at least 16 printable characters without spaces$/);
    }
    vi.stubEnv('JWT_SECRET', 'a-secret-for-this-test');
    vi.stubEnv('METRICS_TOKEN', 'tiny');
    expect(() => configFromEnv()).toThrow(/METRICS_TOKEN/);
  });

  it('takes addresses, ranges and loopback; none closes it to all but the token', () => {
    expect(parseMetricsAllow('loopback, 10.0.0.0/8,192.168.1.20, fd00::/8, ::1')).toEqual(['loopback', '10.0.0.0/8', '192.168.1.20', 'fd00::/8', '::1']);
    expect(parseMetricsAllow('none')).toEqual([]);
    expect(parseMetricsAllow('OFF')).toEqual([]);
  });

  it.each(['everyone', '10.0.0.0/33', '300.1.1.1', 'fd00::/129', '10.0.0.1/8/2', '*'])('stops start-up on METRICS_ALLOW=%s naming the bad part', (raw) => {
    vi.stubEnv('JWT_SECRET', 'a-secret-for-this-test');
    vi.stubEnv('METRICS_ALLOW', raw);
    expect(() => configFromEnv()).toThrow(`METRICS_ALLOW must be loopback, none or a list of addresses and ranges (got ${raw})`);
  });
});

describe('JWT_SECRET on PostgreSQL', () => {
  it('without one, the secret is left to the database (shared by every instance), not to a local file', () => {
    vi.stubEnv('JWT_SECRET', '');
    vi.stubEnv('DATABASE_URL', 'postgres://tablero@db.example.com/tablero');
    expect(configFromEnv().jwtSecret).toBe('');
    vi.stubEnv('JWT_SECRET', 'given-secret-given-secret');
    expect(configFromEnv().jwtSecret).toBe('given-secret-given-secret');
  });
});
