import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { compressors, encodings, pickEncoding, quickBrotli, shouldCompress, type Encoding } from './encodings.js';

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
 * A file ready to serve: `built(encoding)` gives the bytes made at build time, if any (null: none, and none made
 * here either); the others are compressed here, once. An encoding is kept only when it is smaller.
 */
export function webFile(
  name: string,
  body: Uint8Array,
  cacheControl: string,
  built: (e: Encoding) => Uint8Array | null | undefined = () => undefined,
): WebFile {
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
    const made = built(e);
    if (made === null) continue;
    const encoded = made ?? compressors[e](body);
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

const precompressed = new RegExp(`(${Object.values(encodings).join('|').replaceAll('.', '\\.')})$`);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

/**
 * The built web app, read once into memory with its compressed copies; undefined when it has not been built.
 * `compressMissing: false` sends a file the build wrote no copy of as it is (the studio's PDF fonts, which brotli
 * would take seconds to compress at each start) instead of compressing it here.
 */
export function loadWeb(dir: string, { compressMissing = true } = {}): Map<string, WebFile> | undefined {
  if (!existsSync(join(dir, 'index.html'))) return undefined;
  const files = new Map<string, WebFile>();
  for (const path of walk(dir)) {
    if (precompressed.test(path)) continue;
    const url = '/' + relative(dir, path).split(sep).join('/');
    const sibling = (e: Encoding) => (existsSync(path + encodings[e]) ? readFileSync(path + encodings[e]) : compressMissing ? undefined : null);
    files.set(url, webFile(path, readFileSync(path), url.startsWith('/assets/') ? immutable : 'no-cache', sibling));
  }
  return files;
}
