import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { start, type Started } from '../../api/support/spawn-server.js';
import { pdfPaint } from '../../../web/test/pdf-file.js';
import { expectNoViolations } from '../support/common/axe.js';
import { department, site } from '../support/common/definitions.js';
import { choose } from '../support/wizard/answers.js';
import { complete, control } from '../support/wizard/wizard.js';

// a server of this spec's own, on a copy of the definitions whose site.yaml has a brand: a teal no page wears by
// default, and a logo beside the definitions
const port = Number(process.env.E2E_PORT ?? 4317) + 1;
const base = `http://127.0.0.1:${port}`;
const brand = { hex: '#0b7285', rgb: 'rgb(11, 114, 133)', alt: 'Acme Consulting' };
const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32" viewBox="0 0 96 32"><rect width="96" height="32" rx="6" fill="${brand.hex}"/><circle cx="16" cy="16" r="9" fill="#fff"/></svg>`;

let server: Started;
let dir = '';
// one server for the file on its own port: its tests in order on one worker, not a server per worker on one port
test.describe.configure({ mode: 'serial' });

test.use({ baseURL: base });

test.beforeAll(async () => {
  // a shared 2-core machine under load can take over a minute to start the server
  test.setTimeout(180_000);
  dir = mkdtempSync(join(tmpdir(), 'themed-definitions-'));
  cpSync(resolve(import.meta.dirname, '../../../definitions'), dir, { recursive: true });
  mkdirSync(join(dir, 'brand'));
  writeFileSync(join(dir, 'brand/logo.svg'), logo);
  // a brand font: any font file will do
  cpSync(resolve(import.meta.dirname, '../../../node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf'), join(dir, 'brand/brand.ttf'));
  const file = join(dir, 'site.yaml');
  const theme = `theme:\n  primaryColor: "${brand.hex}"\n  radius: sm\n  fontFamily: Brand Sans, system-ui, sans-serif\n  fonts: [{ file: brand/brand.ttf, weight: 400 }]\n  logo: { file: brand/logo.svg, alt: ${brand.alt} }\n`;
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^theme:[^\n]*\n(?:[ #][^\n]*\n)*/m, theme));
  server = start({ PORT: String(port), DEFINITIONS_DIR: dir });
  await server.port;
});

test.afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exit;
  rmSync(dir, { recursive: true, force: true });
});

test('the brand font is served beside the pages, named after its content and cached for good, with its @font-face in every page head', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const face =
    /@font-face\{font-family:"Brand Sans";src:url\("(\/assets\/brand\/brand-[\w-]+\.ttf)"\) format\("truetype"\);font-weight:400;font-style:normal;font-display:optional\}/.exec(
      html,
    );
  expect(face, 'the @font-face rule in the head').not.toBeNull();
  expect(html).toContain(`<link rel="preload" href="${face![1]}" as="font"`);
  const font = await request.get(face![1]!);
  expect(font.status()).toBe(200);
  expect(font.headers()['content-type']).toBe('font/ttf');
  expect(font.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

const background = (l: Locator) => l.evaluate((e) => getComputedStyle(e).backgroundColor);

test("the home page wears the brand from the server's first paint: the logo with its alt text in the header, the primary button in the brand colour", async ({
  page,
}) => {
  // the first paint, before any script: the server's markup already carries the theme
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/');
  const header = page.getByRole('banner');
  const image = header.getByRole('img', { name: brand.alt });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await background(page.getByRole('link', { name: site.home.button.label }))).toBe(brand.rgb);
  await page.unroute('**/*.js');

  // and the app, once its code runs, keeps it
  await page.goto('/');
  await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
  expect(await background(page.getByRole('link', { name: site.home.button.label }))).toBe(brand.rgb);
  await expect(page.getByRole('banner').getByRole('img', { name: brand.alt })).toBeVisible();
  await expectNoViolations(page, 'the themed home page');
});

test('the wizard, the results and the PDF wear the brand colour: the progress bar, the score breakdown bars, and the logo and colour in the PDF', async ({
  page,
}) => {
  const it = department('it');
  await page.goto(it.routes.wizard);
  const progress = page.getByRole('progressbar');
  await expect(progress).toBeVisible();
  expect(await background(progress)).toBe(brand.rgb);
  await expectNoViolations(page, 'the themed wizard');

  await complete(page, it, choose(it, 'mixed'));
  const breakdown = page.getByRole('heading', { name: 'Score Breakdown' }).locator('xpath=ancestor::*[contains(@class, "mantine-Card-root")][1]');
  const bar = breakdown.locator('.mantine-Progress-section').first();
  await expect(bar).toBeAttached();
  expect(await background(bar)).toBe(brand.rgb);
  await expect(page.getByRole('banner').getByRole('img', { name: brand.alt })).toBeVisible();
  await expectNoViolations(page, 'the themed results page');

  const [download] = await Promise.all([page.waitForEvent('download'), control(page, 'Download PDF').click()]);
  const paint = await pdfPaint(new Uint8Array(await readFile(await download.path())));
  expect(paint.images, 'the logo').toBe(1);
  expect(paint.fills, 'the rule under the title in the brand colour').toContain(brand.hex);
});
