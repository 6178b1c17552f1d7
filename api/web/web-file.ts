import { createHash } from 'node:crypto';
import { extname } from 'node:path';
import { compressors, encodings, pickEncoding, quickBrotli, shouldCompress, type Encoding } from '../../node/encodings.js';

export interface Variant {
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

/** one file of the web app: its bytes as built and each encoding worth sending, headers ready */
export interface WebFile {
  identity: Variant;
  encoded: Partial<Record<Encoding, Variant>>;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

// vite names every file under assets/ after its content, and a part of the definitions is named after its own, so
// both can be cached for good
export const immutable = 'public, max-age=31536000, immutable';

const bytes = (b: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(b);

/**
 * A file ready to serve: `built(encoding)` gives the bytes made at build time, if any; the others are compressed
 * here, once. An encoding is kept only when it is smaller.
 */
export function webFile(name: string, body: Uint8Array, cacheControl: string, built: (e: Encoding) => Uint8Array | undefined = () => undefined): WebFile {
  const etag = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  // a file cached for good is never revalidated: its name changes with its content, so it needs no ETag
  const revalidated = !cacheControl.includes('immutable');
  const variant = (b: Uint8Array, tag: string, extra: Record<string, string>): Variant => ({
    body: bytes(b),
    headers: {
      'Content-Type': types[extname(name).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      'Content-Length': String(b.length),
      ...(revalidated && { ETag: `"${tag}"` }),
      ...extra,
    },
  });
  const file: WebFile = { identity: variant(body, etag, {}), encoded: {} };
  if (!shouldCompress(name, body.length)) return file;
  file.identity.headers.Vary = 'Accept-Encoding';
  for (const e of Object.keys(encodings) as Encoding[]) {
    const encoded = built(e) ?? compressors[e](body);
    if (encoded.length < body.length) file.encoded[e] = variant(encoded, `${etag}-${e}`, { 'Content-Encoding': e, Vary: 'Accept-Encoding' });
  }
  return file;
}

/** a file the server makes at start (a page, a part of the definitions), its brotli copy made quickly */
export const madeAtStart = (name: string, body: Uint8Array, cacheControl: string): WebFile =>
  webFile(name, body, cacheControl, (e) => (e === 'br' ? quickBrotli(body) : undefined));

/** the variant of a file this request should get, by its Accept-Encoding */
export function pickVariant(file: WebFile, acceptEncoding: string | undefined): Variant {
  const encoding = pickEncoding(acceptEncoding, Object.keys(file.encoded) as Encoding[]);
  return (encoding && file.encoded[encoding]) || file.identity;
}
