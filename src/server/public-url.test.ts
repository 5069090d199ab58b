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
