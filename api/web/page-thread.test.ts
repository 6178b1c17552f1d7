import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { browserDefinitions } from '../../engine/display/browser-definitions.js';
import { pageHeads } from '../../engine/display/page-heads.js';
import { readDefinitions } from '../../node/read-definitions.js';
import { webPages, WebPages } from './page-thread.js';
import type { WebFile } from './web-file.js';
import { notFoundKey } from './web-pages.js';

const { definitions } = readDefinitions();
const heads = pageHeads(definitions);
const browser = browserDefinitions(definitions);
const html =
  '<!doctype html><html><head><title>App</title><script type="module" crossorigin src="/assets/index-a1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-b2.css">\n  </head><body><div id="root"></div></body></html>';
const text = (file: WebFile) => new TextDecoder().decode(file.identity.body);

/** a web build in a folder of its own; with `render`, a server build beside it whose render is that function's text */
function build(render?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'page-thread-'));
  mkdirSync(join(dir, 'web/assets'), { recursive: true });
  writeFileSync(join(dir, 'web/index.html'), html);
  writeFileSync(join(dir, 'web/assets/index-b2.css'), '.painted{color:red}.unused{color:blue}');
  if (render) {
    mkdirSync(join(dir, 'ssr'));
    writeFileSync(join(dir, 'ssr/entry-server.mjs'), `export ${render}\n`);
  }
  return dir;
}

describe('WebPages', () => {
  it('answers a page asked for before it is made once it is, and the page made again after that', async () => {
    const pages = new WebPages(new Set(['/']));
    const first = { identity: { body: new Uint8Array([1]), headers: {} }, encoded: {} } as WebFile;
    const again = { identity: { body: new Uint8Array([2]), headers: {} }, encoded: {} } as WebFile;
    const asked = pages.get('/');
    pages.set('/', first);
    expect(await asked).toBe(first);
    pages.set('/', again);
    expect(await pages.get('/')).toBe(again);
    expect(pages.has('/nowhere')).toBe(false);
  });
});

describe('webPages', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  const made = async (pages: WebPages, key: string, until: (page: string) => boolean) => {
    for (let i = 0; i < 400; i++) {
      const page = text(await pages.get(key));
      if (until(page)) return page;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`the page at ${key} was never made as expected`);
  };

  it('makes every page on its thread with its first paint, then again with its critical CSS and its code loaded after the paint', async () => {
    const dir = build('async function render(url) { return `<main class="painted">${url}</main>`; }');
    dirs.push(dir);
    const lines: string[] = [];
    const pages = webPages(join(dir, 'web'), heads, browser, (line) => lines.push(line))!;
    const page = await made(pages, '/', (p) => p.includes('data-critical'));
    expect(page).toContain('<div id="root" data-ssr="/"><main class="painted">/</main></div>');
    expect(page).toContain('<style data-critical>.painted{color:red}</style>');
    expect(page).toContain('<template data-after-paint><script type="module" crossorigin src="/assets/index-a1.js"></script></template>');
    expect(page).not.toMatch(/<\/template>\s*<script type="module"/);
    expect(await made(pages, notFoundKey, (p) => p.includes('data-critical'))).toContain('<main class="painted">/404/not-found</main>');
    expect(lines).toEqual([]);
  });

  it('makes the pages without a first paint, and says why, when the server render fails', async () => {
    const dir = build('async function render() { throw new Error("no render here"); }');
    dirs.push(dir);
    const lines: string[] = [];
    const pages = webPages(join(dir, 'web'), heads, browser, (line) => lines.push(line))!;
    const page = text(await pages.get('/'));
    expect(page).toContain('<div id="root"></div>');
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-a1.js"></script>');
    expect(lines.join('\n')).toContain('pages served without their first paint: the server render failed: Error: no render here');
  });

  it('makes the pages without a first paint when there is no server build', async () => {
    const dir = build();
    dirs.push(dir);
    expect(text(await webPages(join(dir, 'web'), heads, browser, () => {})!.get('/'))).toContain('<div id="root"></div>');
  });
});
