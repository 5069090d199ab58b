import { useMemo } from 'react';
import DOMPurify from 'dompurify';

const PURIFY = {
  ALLOWED_TAGS: ['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'a', 'span', 'div'],
  ALLOWED_ATTR: ['href', 'target', 'rel'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
};

/** A mail body: stored sanitised, and sanitised again here before it reaches the page. */
export function MailBody({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, PURIFY), [html]);
  // The HTML was just sanitised by DOMPurify.
  return <div className={`tb-mail-body ${className}`} dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />;
}
