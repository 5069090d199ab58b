import { useMemo } from 'react';
import { sanitizeMailHtml } from '../sanitize';

/** A mail body: stored sanitised, and sanitised again here (DOMPurify, the same allow-list) before it reaches the page. */
export function MailBody({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeMailHtml(html), [html]);
  return <div className={`tb-mail-body ${className}`} dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />;
}
