import DOMPurify, { type Config, type WindowLike } from 'dompurify';

// DOMPurify needs a DOM: the browser's own, or one the server makes the first time it sanitises (jsdom).
let purifier: ReturnType<typeof DOMPurify> | null = typeof window !== 'undefined' && DOMPurify.isSupported ? DOMPurify : null;
let makeWindow: (() => WindowLike) | null = null;

/** How to make the DOM to sanitise with outside a browser; called once, on first use. */
export function setHtmlWindow(make: () => WindowLike) {
  makeWindow = make;
}

/** Stored HTML (mail bodies, rich text) made safe with DOMPurify under the caller's allow-list. */
export function sanitizeHtml(html: string, config: Config): string {
  purifier ??= makeWindow && DOMPurify(makeWindow());
  if (!purifier) throw new Error('No DOM to sanitise HTML with: call setHtmlWindow() at start-up');
  return purifier.sanitize(html, { ...config, RETURN_TRUSTED_TYPE: false }) as string;
}
