import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DefinitionsIndex } from '../../engine/display/browser-definitions.js';
import { definitionsDir } from '../../node/read-definitions.js';
import { definitionsModule } from './vite-plugin-definitions.js';

// a copy of the definitions whose site.yaml names a logo and a font beside them, as theme.spec.ts's server has
const dir = mkdtempSync(join(tmpdir(), 'dev-brand-'));
const logo = '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32"><rect width="96" height="32" fill="#0b7285"/></svg>';
cpSync(definitionsDir, dir, { recursive: true });
mkdirSync(join(dir, 'brand'));
writeFileSync(join(dir, 'brand/logo.svg'), logo);
cpSync(resolve(import.meta.dirname, '../../node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf'), join(dir, 'brand/brand.ttf'));
const site = join(dir, 'site.yaml');
const theme = `theme:\n  fontFamily: Brand Sans, system-ui, sans-serif\n  fonts: [{ file: brand/brand.ttf, weight: 400 }]\n  logo: { file: brand/logo.svg, alt: Acme }\n`;
writeFileSync(site, readFileSync(site, 'utf8').replace(/^theme:[^\n]*\n(?:[ #][^\n]*\n)*/m, theme));

// the module text the browser gets, run
// eslint-disable-next-line @typescript-eslint/no-implied-eval
const index = new Function(definitionsModule('virtual:definitions-index', dir).code.replace('export default', 'return'))() as DefinitionsIndex;

describe('npm run dev:web wears the brand as the server does', () => {
  let server: ViteDevServer;
  let base = '';
  beforeAll(async () => {
    process.env.DEFINITIONS_DIR = dir;
    server = await createServer({
      configFile: resolve(import.meta.dirname, '../vite.config.ts'),
      logLevel: 'silent',
      server: { host: '127.0.0.1', port: 5312 },
    });
    await server.listen();
    base = `http://127.0.0.1:${(server.httpServer!.address() as { port: number }).port}`;
  }, 60_000);
  afterAll(async () => {
    delete process.env.DEFINITIONS_DIR;
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("names the logo in the pages' index and serves it, and the font, at that address", async () => {
    expect(index.brand?.logo).toEqual({ src: expect.stringMatching(/^\/assets\/brand\/logo-\w+\.svg$/), width: 96, height: 32 });
    const served = await fetch(`${base}${index.brand!.logo!.src}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(await served.text()).toBe(logo);
    const font = await fetch(`${base}${index.brand!.fonts[0]!.src}`);
    expect(font.headers.get('content-type')).toBe('font/ttf');
    expect(new Uint8Array(await font.arrayBuffer())).toEqual(new Uint8Array(readFileSync(join(dir, 'brand/brand.ttf'))));
  });

  it("carries the brand font's @font-face and preload in the page's head", async () => {
    // the page as the dev server makes it from web/index.html (its hooks, this plugin's included)
    const html = await server.transformIndexHtml('/', readFileSync(resolve(import.meta.dirname, '../index.html'), 'utf8'));
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="preload" href="${index.brand!.fonts[0]!.src}" as="font" type="font/ttf" crossorigin />`);
    expect(head).toContain(`@font-face{font-family:"Brand Sans";src:url("${index.brand!.fonts[0]!.src}") format("truetype")`);
  });
});
