import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';

/** sha256 of the empty string: the empty `<style>` elements that style libraries fill through the CSS object model. */
export const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/** The CSP source of each inline `<script>` of a page (the boot script of index.html), so no other inline script runs. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
  return [...new Set(hashes)];
}

/**
 * The app's policy. Scripts: its own files and the hashed boot script, nothing inline, no eval.
 * Styles: its own stylesheets; no inline style elements or attributes in markup, except empty style elements
 * (FullCalendar and react-select create one and add rules to it through the CSS object model, which CSP
 * does not govern; React's `style` props are set the same way). Images: its own and data: URLs (Bootstrap's
 * form icons). Fonts: its own and data: URLs (FullCalendar's icon font is one).
 */
export function appPolicy(scriptHashes: string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'none'"],
    'script-src': ["'self'", ...scriptHashes],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", EMPTY_STYLE_HASH],
    'style-src-attr': ["'none'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Swagger UI at /api/docs: its own scripts only, but inline styles (its bundle injects a style element and
 * sets style attributes); the page shows the API's description, no user data.
 */
export const docsPolicy = [
  "default-src 'self'",
  "base-uri 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const PERMISSIONS_POLICY = ['accelerometer', 'camera', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'payment', 'usb'].map((feature) => `${feature}=()`).join(', ');

/** HSTS: a year, sent only on answers that went out over TLS (directly or, with a trusted proxy, as X-Forwarded-Proto). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer: API, static files, the app's page, errors and 404s. Helmet's middleware is
 * built once and applied to each answer (built again per request, its policy parsing was a tenth of a list's time).
 */
export async function registerSecurityHeaders(app: FastifyInstance, { scriptHashes }: { scriptHashes: string[] }) {
  const secure = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: appPolicy(scriptHashes) },
    // Sent below, only over TLS: over plain HTTP the header would be ignored at best.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    secure(request.raw, reply.raw, () => undefined);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
