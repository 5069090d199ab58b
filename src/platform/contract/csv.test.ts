import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';

describe('csv', () => {
  it('leaves plain text as it is, accents included', () => {
    expect(csvCell('Inés Gil')).toBe('Inés Gil');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('Gil, Inés')).toBe('"Gil, Inés"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });
  it('keeps formulas as text, but not numbers or phone numbers', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+cmd')).toBe("'+cmd");
    expect(csvCell('+34 600 11 22 33')).toBe('+34 600 11 22 33');
    expect(csvCell('-12.5')).toBe('-12.5');
  });
  it('ends each record with CRLF', () => {
    expect(csvLine(['a', 'b,c', ''])).toBe('a,"b,c",\r\n');
  });
});
