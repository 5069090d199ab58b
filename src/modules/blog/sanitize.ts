import { sanitizeHtml } from '@/platform/html/sanitize-html';

/** The markup a post may keep: what the rich editor writes (no images, frames, styles or scripts). */
const ALLOWED_TAGS = ['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'span'];
const PURIFY_CONFIG = { ALLOWED_TAGS, ALLOWED_ATTR: ['href'], ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i };

/** Makes a post's content safe to store and to render (on the server when saved, in the browser when shown). */
export const sanitizePostHtml = (html: string): string => sanitizeHtml(html, PURIFY_CONFIG);
