import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { imageUrl, linkUrl, multiLine, secretText, singleLine } from './text';
import { issueFromZod, valueAt } from './issues';

/** The coded issues a schema gives for a value, as the server and the forms report them. */
function codes(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => issueFromZod(issue, valueAt(value, issue.path), 'body').code ?? '');
}

const LONE_HIGH = '\ud800';
const LONE_LOW = '\udc00';

describe('singleLine', () => {
  const name = singleLine().min(1).max(20);

  it('keeps ordinary text, accents and emoji, trimmed', () => {
    expect(name.parse('  Lucía Romero ')).toBe('Lucía Romero');
    expect(name.parse('Equipo 😀 ✓')).toBe('Equipo 😀 ✓');
    expect(name.parse('עברית')).toBe('עברית');
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['bell', 'a\u0007b'],
    ['escape', 'a\u001b[31mb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a line break inside', 'a\nb'],
    ['a tab inside', 'a\tb'],
    ['a line separator', 'a\u2028b'],
  ])('refuses %s with control_chars', (_, value) => {
    expect(codes(name, value)).toEqual(['control_chars']);
  });

  it('refuses lone surrogates and the replacement character with invalid_chars, not a well-formed pair', () => {
    expect(codes(name, `a${LONE_HIGH}b`)).toEqual(['invalid_chars']);
    expect(codes(name, `a${LONE_LOW}`)).toEqual(['invalid_chars']);
    expect(codes(name, `${LONE_LOW}${LONE_HIGH}`)).toEqual(['invalid_chars']);
    expect(codes(name, 'a\ufffdb')).toEqual(['invalid_chars']);
    expect(codes(name, '\ud83d\ude00')).toEqual([]);
  });

  it('keeps the lengths and the required rule of the field', () => {
    expect(codes(name, '   ')).toEqual(['required']);
    expect(codes(name, 'x'.repeat(21))).toEqual(['too_long']);
  });
});

describe('multiLine', () => {
  const body = multiLine().max(50);

  it('keeps line breaks and tabs', () => {
    expect(body.parse('First line\r\nSecond\tline\n')).toBe('First line\r\nSecond\tline\n');
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a vertical tab', 'a\u000bb'],
    ['a form feed', 'a\u000cb'],
    ['DEL', 'a\u007f'],
    ['a C1 control', '\u009b31m'],
  ])('refuses %s with control_chars', (_, value) => {
    expect(codes(body, value)).toEqual(['control_chars']);
  });

  it('refuses broken Unicode with invalid_chars', () => {
    expect(codes(body, `line\n${LONE_HIGH}`)).toEqual(['invalid_chars']);
    expect(codes(body, 'a\ufffd')).toEqual(['invalid_chars']);
  });
});

describe('secretText', () => {
  it('takes a password as typed, spaces and symbols included, but no controls or broken Unicode', () => {
    expect(secretText().parse(' pa ss wörd! ')).toBe(' pa ss wörd! ');
    expect(codes(secretText(), 'pass\u0000word')).toEqual(['control_chars']);
    expect(codes(secretText(), 'pass\nword')).toEqual(['control_chars']);
    expect(codes(secretText(), `pass${LONE_HIGH}word`)).toEqual(['invalid_chars']);
  });
});

describe('linkUrl', () => {
  const link = linkUrl().max(200);

  it.each(['https://example.com', 'http://example.com/a?b=c#d', 'HTTPS://EXAMPLE.COM/x', '/images/avatars/1.svg', '/', ''])('accepts %j', (value) => {
    expect(codes(link, value)).toEqual([]);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\nscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,iVBORw0KGgo=',
    'x" onerror=alert(1)',
    '/a.png" onerror="alert(1)',
    "/a.png' onload='x",
    '/a<script>',
    '//evil.example/a.png',
    '/\\evil.example',
    'https:evil.example',
    'https://',
    'ftp://example.com/file',
    'mailto:ana@demo.com',
    'images/a.png',
    'https://exa mple.com',
  ])('refuses %j with unsafe_url', (value) => {
    expect(codes(link, value)).toEqual(['unsafe_url']);
  });
});

describe('imageUrl', () => {
  const image = imageUrl().max(500);

  it.each(['/images/kanban/cover.png', 'https://cdn.example.com/a.webp', 'data:image/png;base64,iVBORw0KGgo=', 'data:image/jpeg;base64,/9j/4AAQSkZJRg==', 'data:image/webp;base64,UklGRg=='])(
    'accepts %j',
    (value) => {
      expect(codes(image, value)).toEqual([]);
    },
  );

  it.each([
    'javascript:alert(1)',
    'x" onerror=alert(1)',
    'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'data:image/png,not-base64 "quoted"',
    'data:text/html;base64,PHNjcmlwdD4=',
    '//evil.example/a.png',
  ])('refuses %j with unsafe_url', (value) => {
    expect(codes(image, value)).toEqual(['unsafe_url']);
  });

  it('still refuses an empty image where one is required', () => {
    expect(codes(imageUrl().min(1), '')).toEqual(['required']);
  });
});
