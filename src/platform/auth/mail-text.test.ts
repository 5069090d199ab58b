import { describe, expect, it } from 'vitest';
import { mailText } from './mail-text';
import { MAIL_LANGUAGES } from './recovery-routes';

const KINDS = ['reset-password', 'invitation', 'verify-email'] as const;
const LINK = 'https://tablero.test/pages/reset-password-basic?token=abc';

describe('mail texts', () => {
  it.each(MAIL_LANGUAGES.flatMap((lang) => KINDS.map((kind) => [lang, kind] as const)))('%s %s: a subject, the greeting by name and the link', (lang, kind) => {
    const { subject, body } = mailText(kind, lang, 'Lucía Romero', LINK);
    expect(subject.length).toBeGreaterThan(10);
    expect(body).toContain('Lucía Romero');
    expect(body.split('\n')).toContain(LINK);
  });

  it('each language says it its own way', () => {
    const subjects = MAIL_LANGUAGES.map((lang) => mailText('reset-password', lang, 'x', LINK).subject);
    expect(new Set(subjects).size).toBe(MAIL_LANGUAGES.length);
  });

  it('falls back to Spanish for a language it lacks or none', () => {
    const spanish = mailText('invitation', 'es', 'x', LINK);
    expect(mailText('invitation', 'it', 'x', LINK)).toEqual(spanish);
    expect(mailText('invitation', undefined, 'x', LINK)).toEqual(spanish);
  });
});
