import { sanitizeHtml } from '@/platform/html/sanitize-html';

/** The markup a mail body may keep: what the compose editor writes, plus common mail formatting. */
const ALLOWED_TAGS = ['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'a', 'span', 'div'];
const PURIFY_CONFIG = { ALLOWED_TAGS, ALLOWED_ATTR: ['href'], ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i };

/** Makes a mail body safe to store and to render (DOMPurify, on the server when stored and in the browser when shown). */
export const sanitizeMailHtml = (html: string): string => sanitizeHtml(html, PURIFY_CONFIG);

const decodeEntities = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Math.min(parseInt(dec, 10), 0x10ffff)))
    .replace(/&colon;/gi, ':')
    .replace(/&amp;/gi, '&');

/** Plain text of a (sanitised) body, for list snippets and quotes. */
export function mailText(html: string): string {
  return decodeEntities(html.replace(/<(br|\/p|\/div|\/li|\/h\d)\b[^>]*>/gi, ' ').replace(/<[^>]*>/g, ''))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
