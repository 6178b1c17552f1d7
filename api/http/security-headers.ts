import { createHash } from 'node:crypto';
import { embedHeadScript } from '../../engine/display/embed.js';
import { viewBeaconScript } from '../../engine/insights/page-views.js';
import { frameAncestors, type EmbedOrigins } from '../embed-origins.js';
import { afterPaintSource } from '../web/after-paint.js';

/** the policy's source for the inline script that counts a page's view before the app's code (engine/insights/page-views.ts) */
export const viewBeaconSource = `'sha256-${createHash('sha256').update(viewBeaconScript).digest('base64')}'`;
/** and for the one in an embed page's head: an early Escape kept, the host named (engine/display/embed.ts) */
const embedHeadSource = `'sha256-${createHash('sha256').update(embedHeadScript).digest('base64')}'`;

// the web app loads only its own scripts, the inline script that loads them after a page's first paint and the one
// that counts its view; Mantine writes style tags and attributes, hence 'unsafe-inline' for styles; who may frame
// the page is the last source
const contentSecurityPolicy = (ancestors: string, ...scripts: string[]) =>
  [
    "default-src 'self'",
    ['script-src', "'self'", afterPaintSource, viewBeaconSource, ...scripts].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');

/** sent on every answer but a file of the web app (fileSecurityHeaders); computed once, and kept to these four: each header costs time on every answer */
export const securityHeaders: Readonly<Record<string, string>> = {
  // frame-ancestors 'none' does what X-Frame-Options did, in every current browser
  'Content-Security-Policy': contentSecurityPolicy("'none'"),
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * What a file the page loads (script, style sheet, image, JSON) needs of them: a policy, a referrer rule or HSTS
 * act only on the document, so each of the forty-odd files of a first load would carry some 350 bytes for nothing.
 */
export const fileSecurityHeaders: Readonly<Record<string, string>> = { 'X-Content-Type-Options': 'nosniff' };

/**
 * What an /embed/… page sends: the same headers, framed only by EMBED_ORIGINS (none listed: by no one, as every
 * other page); never an X-Frame-Options, which knows no list.
 */
export const embedSecurityHeaders = (origins: EmbedOrigins): Readonly<Record<string, string>> => ({
  ...securityHeaders,
  'Content-Security-Policy': contentSecurityPolicy(frameAncestors(origins), embedHeadSource),
});
