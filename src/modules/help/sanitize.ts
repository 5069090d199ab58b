import { sanitizeHtml } from '@/platform/html/sanitize-html';

/** The markup a knowledge-base answer may keep: paragraphs, emphasis, lists, code and links. */
const PURIFY_CONFIG = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'em', 'b', 'i', 'code', 'pre', 'ul', 'ol', 'li', 'h2', 'h3', 'a', 'blockquote'],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/)/i,
};

/** Makes a stored answer safe to render (DOMPurify). */
export const sanitizeHelpHtml = (html: string): string => sanitizeHtml(html, PURIFY_CONFIG);
