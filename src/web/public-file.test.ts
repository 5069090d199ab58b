import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicFile } from './public-file';

describe('publicFile', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('leaves every address as it is when the app is served from the root', () => {
    vi.stubEnv('BASE_URL', '/');
    expect(publicFile('/images/avatars/3.svg')).toBe('/images/avatars/3.svg');
  });

  it('puts the app own files under its sub-path, and nothing else', () => {
    vi.stubEnv('BASE_URL', '/tablero/');
    expect(publicFile('/images/avatars/3.svg')).toBe('/tablero/images/avatars/3.svg');
    expect(publicFile('/media/clip.es.vtt')).toBe('/tablero/media/clip.es.vtt');
    expect(publicFile('/api/files/abc')).toBe('/api/files/abc');
    expect(publicFile('blob:https://x/1')).toBe('blob:https://x/1');
    expect(publicFile('data:image/png;base64,AA')).toBe('data:image/png;base64,AA');
    expect(publicFile('https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(publicFile('//cdn.example.com/a.png')).toBe('//cdn.example.com/a.png');
    expect(publicFile(null)).toBeUndefined();
    expect(publicFile('')).toBe('');
  });
});
