// the web app loads only its own scripts; Mantine writes style tags and attributes, hence 'unsafe-inline' for styles
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** sent on every response; computed once, and kept to these four: each header costs time on every answer */
export const securityHeaders: Readonly<Record<string, string>> = {
  // frame-ancestors 'none' does what X-Frame-Options did, in every current browser
  'Content-Security-Policy': contentSecurityPolicy,
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};
