import { useMemo } from 'react';
import { sanitizePostHtml } from '../sanitize';

/** A post's content: stored sanitised, and sanitised again here (DOMPurify, the same allow-list) before it reaches the page. */
export function PostContent({ html }: { html: string }) {
  const clean = useMemo(() => sanitizePostHtml(html), [html]);
  return <div className="tb-blog-content" dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />;
}
