import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { Hono } from 'hono';
import { compressors, encodings, pickEncoding, shouldCompress, type Encoding } from './encodings.js';
import { ApiError } from './errors.js';
import { requestHeader } from './request-header.js';
import { reply } from './respond.js';

interface Variant {
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
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

// vite names every file under assets/ after its content, so it can be cached for good
const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
const precompressed = new RegExp(`(${Object.values(encodings).join('|').replaceAll('.', '\\.')})$`);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

const bytes = (b: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(b);

/**
 * A file ready to serve: `built(encoding)` gives the bytes made at build time, if any; the others are compressed
 * here, once. An encoding is kept only when it is smaller.
 */
export function webFile(name: string, body: Uint8Array, cacheControl: string, built: (e: Encoding) => Uint8Array | undefined = () => undefined): WebFile {
  const etag = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  const variant = (b: Uint8Array, tag: string, extra: Record<string, string>): Variant => ({
    body: bytes(b),
    headers: {
      'Content-Type': types[extname(name).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      'Content-Length': String(b.length),
      ETag: `"${tag}"`,
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

/** the built web app, read once into memory with its compressed copies; undefined when it has not been built */
export function loadWeb(dir: string): Map<string, WebFile> | undefined {
  if (!existsSync(join(dir, 'index.html'))) return undefined;
  const files = new Map<string, WebFile>();
  for (const path of walk(dir)) {
    if (precompressed.test(path)) continue;
    const url = '/' + relative(dir, path).split(sep).join('/');
    const sibling = (e: Encoding) => (existsSync(path + encodings[e]) ? readFileSync(path + encodings[e]) : undefined);
    files.set(url, webFile(path, readFileSync(path), url.startsWith('/assets/') ? immutable : revalidate, sibling));
  }
  return files;
}

/** the variant of a file this request should get, by its Accept-Encoding */
export function pickVariant(file: WebFile, acceptEncoding: string | undefined): Variant {
  const encoding = pickEncoding(acceptEncoding, Object.keys(file.encoded) as Encoding[]);
  return (encoding && file.encoded[encoding]) || file.identity;
}

const withoutLength = ({ 'Content-Length': _, ...headers }: Record<string, string>) => headers;

/**
 * Serves the web app: its files as built (compressed when the client accepts it), and index.html for every
 * other path so client routes (and the app's own 404 page) work on reload. A missing asset is a real 404, never HTML.
 */
export function serveWeb(app: Hono, files: Map<string, WebFile> | undefined): void {
  const index = files?.get('/index.html');
  app.get('*', (c) => {
    const path = c.req.path;
    if (!files || !index) throw new ApiError(404, 'not_found', 'The web app is not built; run npm run build');
    const file = files.get(path) ?? (path.startsWith('/assets/') ? undefined : index);
    if (!file) throw new ApiError(404, 'not_found', `No file at ${path}`);
    const { body, headers } = pickVariant(file, requestHeader(c, 'accept-encoding'));
    if (requestHeader(c, 'if-none-match') === headers.ETag) return reply(null, 304, withoutLength(headers));
    return reply(body, 200, headers);
  });
}
