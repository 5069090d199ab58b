import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, buildLocale, flattenKeys } from './locales';

const root = fileURLToPath(new URL('../src', import.meta.url));

describe('translations', () => {
  const spanish = new Set(flattenKeys(buildLocale(root, 'es')));

  it('has Spanish, the default and fallback language', () => {
    expect(spanish.size).toBeGreaterThan(50);
  });

  for (const lng of LANGUAGES.filter((l) => l !== 'es')) {
    it(`${lng} has exactly the keys of Spanish, none empty`, () => {
      const tree = buildLocale(root, lng);
      const keys = new Set(flattenKeys(tree));
      expect([...spanish].filter((k) => !keys.has(k))).toEqual([]);
      expect([...keys].filter((k) => !spanish.has(k))).toEqual([]);
      const empty = [...keys].filter((k) => k.split('.').reduce<unknown>((t, p) => (t as Record<string, unknown>)[p], tree) === '');
      expect(empty).toEqual([]);
    });
  }
});
