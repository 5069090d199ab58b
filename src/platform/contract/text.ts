import { z } from 'zod';

/**
 * The strings people type and the addresses they give, refused once here when they could hurt: control
 * characters (NUL and the like), text that is not sound Unicode, and URLs a browser would run or send
 * elsewhere. Every contract builds its free-text and URL fields from these, so the server and the forms
 * refuse the same with the same codes.
 */

// Under the u flag a paired surrogate reads as one code point, so \p{Cs} finds only lone halves. U+FFFD is
// what a broken UTF-8 byte decodes to: storing it would keep the damage.
const UNSOUND = /\p{Cs}|\uFFFD/u;

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * C0 and C1 controls and DEL; on one line also the Unicode line and paragraph separators. A multi-line
 * field keeps tab, line feed and carriage return.
 */
export function hasControlChars(value: string, lines = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c <= 0x1f || (c >= 0x7f && c <= 0x9f)) {
      if (!lines || (c !== TAB && c !== LINE_FEED && c !== CARRIAGE_RETURN)) return true;
    } else if (!lines && (c === 0x2028 || c === 0x2029)) {
      return true;
    }
  }
  return false;
}

export const isSoundText = (value: string) => !UNSOUND.test(value);

const controlIssue = { message: 'Remove control characters and line breaks', params: { code: 'control_chars' } };
const multiLineControlIssue = { message: 'Remove control characters', params: { code: 'control_chars' } };
const unsoundIssue = { message: 'The text has characters that are not valid Unicode', params: { code: 'invalid_chars' } };

/** One line of text (a name, a title, a search): trimmed, no control characters, no line breaks. */
export function singleLine() {
  return z
    .string()
    .trim()
    .refine((v) => !hasControlChars(v), controlIssue)
    .refine(isSoundText, unsoundIssue);
}

/** Text that may span lines (a description, a body, a message, a comment): tabs and line breaks allowed. */
export function multiLine() {
  return z
    .string()
    .refine((v) => !hasControlChars(v, true), multiLineControlIssue)
    .refine(isSoundText, unsoundIssue);
}

/** A secret (a new password): taken as typed, but every character must be one a person can type. */
export function secretText() {
  return z
    .string()
    .refine((v) => !hasControlChars(v), { message: 'Remove control characters', params: { code: 'control_chars' } })
    .refine(isSoundText, unsoundIssue);
}

// Whitespace, quotes, angle brackets, backticks and backslashes have no place in an address we store:
// they break out of attributes, and browsers read `/\host` as `//host`.
const URL_BAD = /[\s"'<>`\\]/;
const RASTER_DATA_URL = /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,[a-z0-9+/]+={0,2}$/i;

function isWebAddress(value: string): boolean {
  if (!/^https?:\/\/[^/]/i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** An http(s) address, or a path on this site (`/…`, not `//…`, which leaves it). */
export function isSafeLink(value: string): boolean {
  if (URL_BAD.test(value) || hasControlChars(value)) return false;
  return isWebAddress(value) || /^\/(?!\/)/.test(value);
}

/** What may go in an image's `src`: a safe link or an inline raster image (SVG can carry scripts). */
export function isSafeImageSource(value: string): boolean {
  return isSafeLink(value) || RASTER_DATA_URL.test(value);
}

/** A link: an http(s) address or a path on this site. Empty means none; add `.min(1)` where one is needed. */
export function linkUrl() {
  return z
    .string()
    .trim()
    .refine((v) => v === '' || isSafeLink(v), { message: 'Use an https or http address, or a path on this site', params: { code: 'unsafe_url' } });
}

/** An image source (an avatar, a cover, an attachment): a link or a `data:image/…` PNG, JPEG, GIF, WebP or AVIF. */
export function imageUrl() {
  return z
    .string()
    .trim()
    .refine((v) => v === '' || isSafeImageSource(v), {
      message: 'Use an https or http address, a path on this site, or an inline image',
      params: { code: 'unsafe_url' },
    });
}
