import { describe, expect, it } from 'vitest';
import { bytesOfBase64 } from './base64';
import { checkImageUpload } from './image-upload';
import { sniffImageType } from './sniff';
import { fileKeyOfUrl, fileUrl } from './storage';

const bytes = (...parts: (number[] | string)[]) => Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const b64 = (data: Uint8Array) => btoa(String.fromCharCode(...data));

describe('sniffImageType', () => {
  it.each([
    ['image/png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['image/gif', bytes('GIF87a', [1, 0])],
    ['image/gif', bytes('GIF89a', [1, 0])],
    ['image/webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
  ])('tells %s by its first bytes', (type, data) => {
    expect(sniffImageType(data)).toBe(type);
  });
  it.each([
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['SVG after an XML declaration', bytes('<?xml version="1.0"?><svg/>')],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
    ['a PNG signature cut short', bytes([0x89], 'PNG')],
    ['nothing', bytes()],
    ['text', bytes('hola')],
  ])('refuses %s', (_name, data) => {
    expect(sniffImageType(data)).toBeNull();
  });
});

describe('bytesOfBase64', () => {
  it('decodes base64 and refuses what is not', () => {
    expect(bytesOfBase64('AAEC/w==')).toEqual(Uint8Array.from([0, 1, 2, 255]));
    for (const text of ['no base64', 'AAE', 'AA==AA==', 'AAEC-w==']) expect(bytesOfBase64(text), text).toBeNull();
  });
});

describe('checkImageUpload', () => {
  const png = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], Array.from({ length: 8 }, () => 0));
  it('answers the type found in the content', () => {
    expect(checkImageUpload(b64(png), 'body.file', 100)).toMatchObject({ contentType: 'image/png' });
  });
  it.each([
    ['too large', b64(png), 10, 'file_too_large'],
    ['not an image', b64(bytes('<svg/>')), 100, 'wrong_file_type'],
    ['not base64', '%%%%', 100, 'unreadable_file'],
    ['empty', '', 100, 'unreadable_file'],
  ])('refuses a file %s, naming the field', (_name, text, max, code) => {
    expect(() => checkImageUpload(text, 'body.file', max)).toThrow(expect.objectContaining({ status: 400, issues: [expect.objectContaining({ path: 'body.file', code })] }));
  });
});

describe('file addresses', () => {
  it('reads a key back from a stored file’s address, and nothing from other addresses', () => {
    const key = 'a'.repeat(16) + 'B_-9'.repeat(4);
    expect(fileKeyOfUrl(fileUrl(key))).toBe(key);
    for (const url of [null, '', '/images/avatars/3.svg', `/api/files/${key}/x`, 'https://elsewhere.example/api/files/' + key]) expect(fileKeyOfUrl(url)).toBeNull();
  });
});
