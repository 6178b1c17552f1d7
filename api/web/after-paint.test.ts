import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../http/security-headers.js';
import { afterPaintScript, afterPaintSource, loadedAfterPaint } from './after-paint.js';

const page =
  '<html><head><title>App</title>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/react.js">\n  </head><body><div id="root" data-ssr="/"><p>Hi</p></div>\n  </body></html>';

describe('loadedAfterPaint', () => {
  it('asks for the code and the later tags in one template at the end of the head, run by the script ending the body, and paints once that script is in', () => {
    const later = '<link rel="preload" href="/assets/definitions/sales-1.json" as="fetch" crossorigin="anonymous" />';
    expect(loadedAfterPaint(page, later)).toBe(
      '<html><head><title>App</title>\n    <link rel="expect" href="#painted" blocking="render">' +
        '<template data-after-paint><script type="module" crossorigin src="/assets/index.js"></script>' +
        `<link rel="modulepreload" crossorigin href="/assets/react.js">${later}</template>\n  </head>` +
        `<body><div id="root" data-ssr="/"><p>Hi</p></div>\n    <script id="painted">${afterPaintScript}</script>\n  </body></html>`,
    );
  });

  it('leaves a page with nothing to load as it is', () => {
    const bare = '<html><head></head><body></body></html>';
    expect(loadedAfterPaint(bare)).toBe(bare);
  });
});

describe('afterPaintSource', () => {
  it('is in the policy, and is the hash of the very script the pages carry', () => {
    const scriptSrc = securityHeaders['Content-Security-Policy']?.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc?.split(' ')).toContain(afterPaintSource);
    expect(afterPaintSource).toBe(`'sha256-${createHash('sha256').update(afterPaintScript, 'utf8').digest('base64')}'`);
  });
});
