import { afterPaintSource } from '../web/after-paint.js';

// the web app loads only its own scripts, and the one inline script that loads them after a page's first paint;
// Mantine writes style tags and attributes, hence 'unsafe-inline' for styles
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' ${afterPaintSource}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** sent on every answer but a file of the web app (fileSecurityHeaders); computed once, and kept to these four: each header costs time on every answer */
export const securityHeaders: Readonly<Record<string, string>> = {
  // frame-ancestors 'none' does what X-Frame-Options did, in every current browser
  'Content-Security-Policy': contentSecurityPolicy,
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * What a file the page loads (script, style sheet, image, JSON) needs of them: a policy, a referrer rule or HSTS
 * act only on the document, so each of the forty-odd files of a first load would carry some 350 bytes for nothing.
 */
export const fileSecurityHeaders: Readonly<Record<string, string>> = { 'X-Content-Type-Options': 'nosniff' };
