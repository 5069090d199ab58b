import DOMPurify, { type Config, type WindowLike } from 'dompurify';

// DOMPurify needs a DOM: the browser's own, or the one the server hands over when it starts (jsdom).
let purifier: ReturnType<typeof DOMPurify> | null = typeof window !== 'undefined' && DOMPurify.isSupported ? DOMPurify : null;

export function setHtmlWindow(window: WindowLike) {
  purifier = DOMPurify(window);
}

/** Stored HTML (mail bodies, rich text) made safe with DOMPurify under the caller's allow-list. */
export function sanitizeHtml(html: string, config: Config): string {
  if (!purifier) throw new Error('No DOM to sanitise HTML with: call setHtmlWindow() at start-up');
  return purifier.sanitize(html, { ...config, RETURN_TRUSTED_TYPE: false }) as string;
}
