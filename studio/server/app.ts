import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { HTTPException } from 'hono/http-exception';
import { compress } from 'hono/compress';
import { inlineJson } from '../../engine/display/browser-definitions.js';
import { brandFile, noBrand, withBrandHead } from '../../node/brand-files.js';
import { twemoji } from '../../node/emoji-set.js';
import { loadWeb, pickVariant, type WebFile } from '../../node/web-file.js';
import { pickEncoding, quickBrotli } from '../../node/encodings.js';
import { readFolderBrand } from '../../node/folder-brand.js';
import { readdirSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { existingPaths, folderFiles, insideFolder, RefusedPath, schemaTargets, textHash, writeAtomically } from './folder.js';
import { guard } from './guard.js';
import { watchFolder } from './watch.js';

export interface StudioOptions {
  /** the definitions folder */
  dir: string;
  token: string;
  /** the Host values the studio answers to, such as 127.0.0.1:4470 */
  hosts: string[];
  /** the built web app (dist/studio); none in the server's own tests */
  webRoot?: string;
  /** more routes under /api (the impact) */
  extra?: Hono;
}

// the lint in the browser asks whether the emoji set draws a glyph: it gets the set's names (as twemoji() indexes them)
function emojiNames(): { name: string; names: string[] } {
  const set = twemoji();
  const file = set.fileOf('1f600');
  const names = file
    ? readdirSync(dirname(file))
        .filter((f) => f.endsWith('.svg'))
        .map((f) => basename(f, '.svg').replace(/-fe0f/g, ''))
    : [];
  return { name: set.name, names };
}

const fail = (status: 400 | 404 | 409, message: string, more: object = {}) => Response.json({ error: { message, ...more } }, { status });

/** the studio's server: the page, the folder's files, saving, and what changes on disk; every request guarded */
export function studioApp({ dir, token, hosts, webRoot, extra }: StudioOptions): Hono & { close(): void } {
  const root = resolve(dir);
  const watcher = watchFolder(root);
  const app = new Hono();
  app.use('*', guard({ token, hosts }));
  app.onError((e) => {
    if (e instanceof RefusedPath) return fail(400, e.message);
    if (e instanceof HTTPException) return fail(e.status as 400, e.message);
    return Response.json({ error: { message: `The studio could not do that: ${e.message}` } }, { status: 500 });
  });

  // the lint names files as npm run lint:definitions does from this working folder (definitions/hr.yaml)
  // the folder's texts (some 480 KB of YAML) are most of the studio's first load: in brotli, about a sixth (gzip, a
  // fifth, where the browser takes no brotli); quick brotli, as it is made at each load
  app.use('/api/files', compress());
  app.get('/api/files', (c) => {
    const files = folderFiles(root);
    const answer = {
      files,
      lintPrefix: existingPaths([root])[0],
      existing: [...existingPaths([root]), ...schemaTargets(root, files)],
      emoji: emojiNames(),
    };
    if (pickEncoding(c.req.header('Accept-Encoding'), ['br']) !== 'br') return c.json(answer);
    const headers = { 'Content-Type': 'application/json', 'Content-Encoding': 'br', Vary: 'Accept-Encoding' };
    return c.body(new Uint8Array(quickBrotli(Buffer.from(JSON.stringify(answer)))), 200, headers);
  });

  app.get('/api/file', (c) => {
    const path = c.req.query('path') ?? '';
    const target = insideFolder(root, path);
    if (!existsSync(target)) return fail(404, `There is no file "${path}" in the definitions folder`);
    const text = readFileSync(target, 'utf8');
    return c.json({ path, text, hash: textHash(text) });
  });

  app.put('/api/file', async (c) => {
    const path = c.req.query('path') ?? '';
    const target = insideFolder(root, path);
    const body = (await c.req.json().catch(() => undefined)) as { text?: unknown; baseHash?: unknown; force?: unknown } | undefined;
    if (typeof body?.text !== 'string')
      return fail(400, 'The body must be JSON with "text" (the whole file, a string) and "baseHash" (the hash it was opened at)');
    const disk = existsSync(target) ? readFileSync(target, 'utf8') : null;
    const diskHash = disk === null ? null : textHash(disk);
    if (body.force !== true && diskHash !== body.baseHash) {
      return fail(409, `${path} changed on disk since it was opened; save again to replace what is there`, { text: disk, hash: diskHash });
    }
    writeAtomically(target, body.text);
    return c.json({ path, hash: textHash(body.text) });
  });

  app.get('/api/events', (c) =>
    streamSSE(c, async (stream) => {
      const stop = watcher.listen((change) => void stream.writeSSE({ event: 'file', data: JSON.stringify(change) }));
      stream.onAbort(stop);
      while (!stream.aborted) {
        await stream.writeSSE({ event: 'ping', data: '' });
        await stream.sleep(20_000);
      }
      stop();
    }),
  );

  if (extra) app.route('/api', extra);
  app.all('/api/*', (c) => fail(404, `No studio route ${c.req.method} ${c.req.path}`));

  // the built studio is read once, at start: a build made while it runs (npm run studio builds first, so a second
  // studio started beside this one empties dist/studio and writes it again) never leaves this one's page half served
  const web = webRoot === undefined ? undefined : loadWeb(webRoot, { compressMissing: false });
  if (web) {
    const send = (c: Context, file: WebFile, cacheControl: string) => {
      const { body, headers } = pickVariant(file, c.req.header('accept-encoding'));
      return c.body(body, 200, { ...headers, 'Cache-Control': cacheControl });
    };
    // the preview draws emoji as the product does; any of the set, since an edit may choose a new one
    app.get('/assets/:set{twemoji-[^/]+}/:name{[0-9a-f-]+\\.svg}', (c) => {
      const file = twemoji().fileOf(c.req.param('name').slice(0, -4));
      return file
        ? c.body(readFileSync(file), 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'private, max-age=86400' })
        : fail(404, 'No such emoji');
    });
    // the preview wears the saved theme as the site's pages do (node/brand-files.ts): its fonts in the head, its
    // files served, and their addresses for the pages (the logo) in the page, read again at each load of the preview
    let brand: ReturnType<typeof readFolderBrand> = { ...noBrand(), head: '' };
    app.get('/assets/brand/:file', (c) => {
      const file = brandFile(brand, c.req.path);
      return file ? c.body(new Uint8Array(file.body), 200, { 'Content-Type': file.type, 'Cache-Control': 'no-cache' }) : fail(404, 'No such theme file');
    });
    const preview = web.get('/preview.html');
    app.get('/preview.html', (c) => {
      if (!preview) return fail(404, 'The studio is not built: npm run build:studio');
      brand = readFolderBrand(root, () => {});
      const served = `<script type="application/json" id="brand">${inlineJson(brand.assets)}</script>`;
      c.header('Cache-Control', 'no-store');
      return c.html(withBrandHead(Buffer.from(preview.identity.body).toString('utf8'), [brand.head, served].filter(Boolean).join('\n    ')));
    });
    // the hashed assets for a year, each in the brotli or gzip copy the build wrote beside it (npm run build:studio)
    app.get('/assets/*', (c) => {
      const file = web.get(c.req.path);
      return file ? send(c, file, 'private, max-age=31536000, immutable') : fail(404, `No studio file at ${c.req.path}`);
    });
    // the page itself, at any other address (loadWeb reads a build only with it): never cached, as it comes with the token
    const page = web.get('/index.html')!;
    app.get('*', (c) => send(c, page, 'no-store'));
  }
  return Object.assign(app, { close: () => watcher.close() });
}
