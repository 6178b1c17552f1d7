import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { Hono } from 'hono';
import { ApiError } from './errors.js';
import { requestHeader } from './request-header.js';
import { reply } from './respond.js';

interface WebFile {
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
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

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

/** the built web app, read once into memory; undefined when it has not been built */
export function loadWeb(dir: string): Map<string, WebFile> | undefined {
  if (!existsSync(join(dir, 'index.html'))) return undefined;
  const files = new Map<string, WebFile>();
  for (const path of walk(dir)) {
    const url = '/' + relative(dir, path).split(sep).join('/');
    const body = new Uint8Array(readFileSync(path));
    files.set(url, {
      body,
      headers: {
        'Content-Type': types[extname(path).toLowerCase()] ?? 'application/octet-stream',
        'Cache-Control': url.startsWith('/assets/') ? immutable : revalidate,
        ETag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
      },
    });
  }
  return files;
}

/**
 * Serves the web app: its files as built, and index.html for every other path so client routes
 * (and the app's own 404 page) work on reload. A missing asset is a real 404, never HTML.
 */
export function serveWeb(app: Hono, files: Map<string, WebFile> | undefined): void {
  const index = files?.get('/index.html');
  app.get('*', (c) => {
    const path = c.req.path;
    if (!files || !index) throw new ApiError(404, 'not_found', 'The web app is not built; run npm run build');
    const file = files.get(path) ?? (path.startsWith('/assets/') ? undefined : index);
    if (!file) throw new ApiError(404, 'not_found', `No file at ${path}`);
    if (requestHeader(c, 'if-none-match') === file.headers.ETag) return reply(null, 304, file.headers);
    return reply(file.body, 200, file.headers);
  });
}
