import DOMPurify from 'dompurify';

/** The markup a mail body may keep: what the compose editor writes, plus common mail formatting. */
const ALLOWED_TAGS = ['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'a', 'span', 'div'];
/** Elements dropped with everything inside them. */
const DROPPED_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'title', 'svg', 'math', 'select', 'xmp', 'noembed', 'noframes', 'frameset', 'head'];
const SAFE_HREF = /^(https?:|mailto:)/i;

const PURIFY_CONFIG = { ALLOWED_TAGS, ALLOWED_ATTR: ['href'], ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i };

const escapeText = (text: string) =>
  text
    .replace(/&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const decodeEntities = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Math.min(parseInt(dec, 10), 0x10ffff)))
    .replace(/&colon;/gi, ':')
    .replace(/&amp;/gi, '&');

function hrefOf(attributes: string): string | null {
  const match = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(attributes);
  if (!match) return null;
  // Browsers ignore control characters and spaces inside a scheme; so does this check.
  // eslint-disable-next-line no-control-regex
  const href = decodeEntities(match[1] ?? match[2] ?? match[3] ?? '').replace(/[\u0000-\u0020\u007f]/g, '');
  return SAFE_HREF.test(href) ? href : null;
}

/**
 * A strict allow-list re-writer for places without a DOM (the server): every tag it does not know
 * is dropped, every attribute except a checked `href` is dropped, all other text is escaped.
 */
export function rewriteHtml(html: string): string {
  let text = html.replace(/<!--[\s\S]*?(?:-->|$)/g, '');
  for (const tag of DROPPED_WITH_CONTENT) {
    text = text.replace(new RegExp(`<\\s*${tag}\\b[\\s\\S]*?(?:<\\s*/\\s*${tag}\\s*>|$)`, 'gi'), '');
  }
  let out = '';
  const tagPattern = /<\s*\/?\s*[a-z][^<>]*>/gi;
  let last = 0;
  for (const match of text.matchAll(tagPattern)) {
    out += escapeText(text.slice(last, match.index));
    last = match.index + match[0].length;
    const parsed = /^<\s*(\/?)\s*([a-z][a-z0-9]*)([\s\S]*?)\/?\s*>$/i.exec(match[0]);
    if (!parsed) continue;
    const [, closing, rawName, attributes] = parsed;
    const name = rawName.toLowerCase();
    if (!ALLOWED_TAGS.includes(name)) continue;
    if (closing) {
      if (name !== 'br' && name !== 'hr') out += `</${name}>`;
    } else if (name === 'a') {
      const href = hrefOf(attributes);
      out += href ? `<a href="${escapeText(href)}" rel="noopener noreferrer" target="_blank">` : '<a>';
    } else {
      out += `<${name}>`;
    }
  }
  return out + escapeText(text.slice(last));
}

/** Makes a mail body safe to store and to render: DOMPurify where there is a DOM, the strict re-writer otherwise. */
export function sanitizeMailHtml(html: string): string {
  if (typeof window !== 'undefined' && DOMPurify.isSupported) return DOMPurify.sanitize(html, PURIFY_CONFIG);
  return rewriteHtml(html);
}

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
