import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { browserDefinitions } from '../../engine/display/browser-definitions.js';
import { pageHeads } from '../../engine/display/page-heads.js';
import { readDefinitions } from '../../node/read-definitions.js';
import { webPages, WebPages } from './page-thread.js';
import type { WebFile } from '../../node/web-file.js';
import { notFoundKey } from './web-pages.js';

const loaded = readDefinitions();
const served = (code: string) => {
  const { definitions, models } = loaded.inLanguage(code)!;
  const all = { ...definitions, departments: models.map((m) => m.definition) };
  return { heads: pageHeads(all), browser: browserDefinitions(all, code) };
};
const asked: string[] = [];
// every language of site.yaml, each one's definitions worked out when the pages ask for them
const languages = { codes: loaded.definitions.site.languages.map((l) => l.code), of: (code: string) => (asked.push(code), served(code)) };
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
    const pages = new WebPages(['en', 'es'], new Set(['/']));
    const first = { identity: { body: new Uint8Array([1]), headers: {} }, encoded: {} } as WebFile;
    const again = { identity: { body: new Uint8Array([2]), headers: {} }, encoded: {} } as WebFile;
    const early = pages.get('en', '/');
    pages.set('en', '/', first);
    expect(await early).toBe(first);
    pages.set('en', '/', again);
    expect(await pages.get('en', '/')).toBe(again);
    expect(pages.isMade('es', '/')).toBe(false);
    expect(pages.has('/nowhere')).toBe(false);
  });

  it("keeps the last pages painted for their own address, and serves the route's page when one cannot be painted", async () => {
    const pages = new WebPages(['en'], new Set(['/w']));
    const route = { identity: { body: new Uint8Array([0]), headers: {} }, encoded: {} } as WebFile;
    pages.set('en', '/w', route);
    const painted: string[] = [];
    pages.painter = (_code, _key, url) => {
      painted.push(url);
      return Promise.resolve(url.endsWith('bad') ? undefined : { identity: { body: new TextEncoder().encode(url), headers: {} }, encoded: {} });
    };
    expect(text(await pages.paint('en', '/w', '/w?a', undefined, 2))).toBe('/w?a');
    await pages.paint('en', '/w', '/w?b', undefined, 2);
    await pages.paint('en', '/w', '/w?a', undefined, 2);
    expect(painted, 'asked again, a kept page is not painted again').toEqual(['/w?a', '/w?b']);
    await pages.paint('en', '/w', '/w?c', undefined, 2);
    await pages.paint('en', '/w', '/w?b', undefined, 2);
    expect(painted, 'past two, the least recently asked is painted again').toEqual(['/w?a', '/w?b', '/w?c', '/w?b']);
    expect(await pages.paint('en', '/w', '/w?bad', undefined, 2)).toBe(route);
    await pages.paint('en', '/w', '/w?bad', undefined, 2);
    expect(painted.filter((u) => u === '/w?bad')).toHaveLength(2);
  });
});

describe('webPages', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  const made = async (pages: WebPages, key: string, until: (page: string) => boolean, code = 'en') => {
    for (let i = 0; i < 400; i++) {
      const page = text(await pages.get(code, key));
      if (until(page)) return page;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`the page at ${key} was never made as expected`);
  };

  it('makes every page on its thread with its first paint, then again with its critical CSS and its code loaded after the paint, in every language, the default first', async () => {
    const dir = build('async function render(url) { return `<main class="painted">${url}</main>`; }');
    dirs.push(dir);
    const lines: string[] = [];
    const pages = webPages(join(dir, 'web'), { ...languages, origin: 'https://tool.example.com' }, (line) => lines.push(line))!;
    const page = await made(pages, '/', (p) => p.includes('data-critical'));
    expect(page).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
    expect(page).toContain('<div id="root" data-ssr="/"><main class="painted">/</main></div>');
    expect(page).toContain('<style data-critical>.painted{color:red}</style>');
    expect(page).toContain('<template data-after-paint><script type="module" crossorigin src="/assets/index-a1.js"></script></template>');
    expect(page).not.toMatch(/<\/template>\s*<script type="module"/);
    expect(await made(pages, notFoundKey, (p) => p.includes('data-critical'))).toContain('<main class="painted">/404/not-found</main>');
    // the other languages after the default's, each with its own head, first paint and language
    const spanish = await made(pages, '/', (p) => p.includes('data-critical'), 'es');
    expect(spanish).toMatch(/^<!doctype html><html lang="es" dir="ltr">/);
    expect(spanish).toContain(`<title>${served('es').heads.routes.get('/')!.title}</title>`);
    expect(spanish).toContain('<link rel="alternate" hreflang="es" href="https://tool.example.com/?lang=es" />');
    expect(spanish).toContain('<template data-after-paint><script type="module" crossorigin src="/assets/index-a1.js"></script>');
    expect(JSON.parse(/<script id="definitions" type="application\/json">(.*?)<\/script>/.exec(spanish)![1]!).language).toBe('es');
    expect(pages.part(served('es').browser.index.files.quotes)).toBeDefined();
    expect(asked.slice(0, 2)).toEqual(['en', 'es']);
    // an address painted on request, marked with that address and carrying its data; asked again, the same page
    const wizard = [...served('en').heads.routes.keys()].find((k) => k !== '/')!;
    const own = text(await pages.paint('en', wizard, `${wizard}?answers=x`, '{"n":1}'));
    expect(own).toContain(`<div id="root" data-ssr="${wizard}?answers=x"><main class="painted">${wizard}?answers=x</main></div>`);
    expect(own).toContain('<script id="painted-data" type="application/json">{"url":"' + wizard + '?answers=x","data":{"n":1}}</script>');
    expect(await pages.paint('en', wizard, `${wizard}?answers=x`, '{"n":1}')).toBe(await pages.paint('en', wizard, `${wizard}?answers=x`, '{"n":1}'));
    expect(lines).toEqual([]);
  });

  it('makes the pages without a first paint, and says why, when the server render fails', async () => {
    const dir = build('async function render() { throw new Error("no render here"); }');
    dirs.push(dir);
    const lines: string[] = [];
    const pages = webPages(join(dir, 'web'), languages, (line) => lines.push(line))!;
    const page = text(await pages.get('en', '/'));
    expect(page).toContain('<div id="root"></div>');
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-a1.js"></script>');
    expect(lines.join('\n')).toContain('pages served without their first paint (en): the server render failed: Error: no render here');
    expect(text(await pages.get('es', '/'))).toContain('<html lang="es" dir="ltr">');
  });

  it('makes the pages without a first paint when there is no server build', async () => {
    const dir = build();
    dirs.push(dir);
    const pages = webPages(join(dir, 'web'), languages, () => {})!;
    expect(text(await pages.get('en', '/'))).toContain('<div id="root"></div>');
    expect(text(await pages.get('es', '/'))).toMatch(/<html lang="es" dir="ltr">[^]*<div id="root"><\/div>/);
  });
});
