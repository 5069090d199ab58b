import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, buildLocale, flattenKeys } from './locales';

const root = fileURLToPath(new URL('../src', import.meta.url));

// A plural text has one key per form the language's grammar has (i18next appends the form: `_one`, `_few`, …).
const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, '');

/** The plural forms a language uses for the counts a screen shows (0 to 1000; Spanish's `many` is for millions). */
function formsOf(lng: string): string[] {
  const rules = new Intl.PluralRules(lng);
  return [...new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)))].sort();
}

describe('translations', () => {
  const spanishKeys = flattenKeys(buildLocale(root, 'es'));
  const spanish = new Set(spanishKeys.filter((k) => !PLURAL.test(k)));
  const spanishPlurals = new Set(spanishKeys.filter((k) => PLURAL.test(k)).map(base));

  it('has Spanish, the default and fallback language', () => {
    expect(spanish.size).toBeGreaterThan(50);
    expect(spanishPlurals.size).toBeGreaterThan(5);
  });

  for (const lng of LANGUAGES) {
    it(`${lng} has the keys of Spanish, every plural in each form ${lng} needs, none empty`, () => {
      const tree = buildLocale(root, lng);
      const all = flattenKeys(tree);
      const keys = new Set(all.filter((k) => !PLURAL.test(k)));
      expect([...spanish].filter((k) => !keys.has(k))).toEqual([]);
      expect([...keys].filter((k) => !spanish.has(k))).toEqual([]);

      const plurals = new Map<string, string[]>();
      for (const key of all.filter((k) => PLURAL.test(k))) plurals.set(base(key), [...(plurals.get(base(key)) ?? []), PLURAL.exec(key)![1]]);
      expect([...plurals.keys()].sort()).toEqual([...spanishPlurals].sort());
      const forms = formsOf(lng);
      expect([...plurals].filter(([, got]) => forms.some((form) => !got.includes(form))).map(([key]) => key)).toEqual([]);

      const empty = all.filter((k) => k.split('.').reduce<unknown>((t, p) => (t as Record<string, unknown>)[p], tree) === '');
      expect(empty).toEqual([]);
    });
  }

  it('Arabic writes every plural in its six forms', () => {
    expect(formsOf('ar')).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
  });
});
