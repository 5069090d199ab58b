import { describe, expect, it } from 'vitest';
import { fileNameOf } from './save-file';

describe('fileNameOf', () => {
  it('prefers the UTF-8 name, then the plain one, then the fallback', () => {
    expect(fileNameOf(`attachment; filename="usuarios_.csv"; filename*=UTF-8''usuarios%C3%B1.csv`, 'x.csv')).toBe('usuariosñ.csv');
    expect(fileNameOf('attachment; filename="users-2026-11-25.csv"', 'x.csv')).toBe('users-2026-11-25.csv');
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''%E0%A4%A.csv`, 'x.csv')).toBe('a.csv');
    expect(fileNameOf(null, 'x.csv')).toBe('x.csv');
  });
});
