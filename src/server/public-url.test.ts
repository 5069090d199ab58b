import { describe, expect, it } from 'vitest';
import { parsePublicUrl } from './config';

describe('PUBLIC_URL', () => {
  it('defaults to this machine on the configured port', () => {
    expect(parsePublicUrl(undefined, 3282)).toBe('http://localhost:3282');
    expect(parsePublicUrl('  ', 80)).toBe('http://localhost:80');
  });

  it('keeps an http or https address, without its trailing slash', () => {
    expect(parsePublicUrl('https://tablero.example.com/', 3000)).toBe('https://tablero.example.com');
    expect(parsePublicUrl('http://10.0.0.5:8080/tablero', 3000)).toBe('http://10.0.0.5:8080/tablero');
  });

  it.each(['tablero.example.com', 'ftp://tablero.example.com', 'https://tablero.example.com/?a=1', 'https://user:pw@tablero.example.com'])('refuses %s at start-up', (value) => {
    expect(() => parsePublicUrl(value, 3000)).toThrow(/PUBLIC_URL must be/);
  });
});

describe('mailed links', () => {
  it('start with the PUBLIC_URL of the server that mailed them', async () => {
    const { createTestApp } = await import('./test-app');
    const t = await createTestApp({ publicUrl: 'https://panel.example.com/tablero' });
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'client@demo.com' } });
      expect(res.statusCode).toBe(200);
      const message = await t.db.selectFrom('outbox').select('link').where('to_address', '=', 'client@demo.com').executeTakeFirstOrThrow();
      expect(message.link).toMatch(/^https:\/\/panel\.example\.com\/tablero\/pages\/reset-password-basic\?token=[\w-]{43}$/);
    } finally {
      await t.app.close();
    }
  });
});
