import { readFile } from 'node:fs/promises';
import { expect, test, type Route } from '@playwright/test';
import { pdfText } from '../support/results/pdf-text.js';
import { reports } from '../support/quotes/quote-page.js';

const team = reports.team;
const heading = `Łódź — “quoted” ő: ${team.heading}`;
const exportLabel = team.buttons.find((b) => b.action === 'pdf')!.label;

// regression: the PDF kept Latin-1 only, so an editor's "Łódź — “quoted” ő" printed as "ód - "quoted""
test('the sales report PDF draws every letter of its heading, in a font fetched only once the PDF is asked for', async ({ page }) => {
  // the report's texts as an editor could write them: the page the server paints and its part of the definitions,
  // with another heading (it holds no character JSON or HTML escapes)
  const rewrite = async (route: Route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replaceAll(team.heading, heading) });
  };
  await page.route(`**${team.route}`, rewrite);
  await page.route('**/assets/definitions/reports-*.json', rewrite);
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (/\.ttf$/.test(new URL(request.url()).pathname)) fonts.push(request.url());
  });
  await page.goto(team.route);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const exportButton = page.getByRole('main').getByRole('button', { name: exportLabel, exact: true });
  await expect(exportButton).toBeEnabled();
  expect(fonts, 'no font with the page').toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
  const { text } = await pdfText(new Uint8Array(await readFile(await download.path())));
  expect(text).toContain(heading);
  expect(fonts.map((url) => new URL(url).pathname.replace(/-[\w-]{8}\.ttf$/, '.ttf'))).toEqual(['/assets/DejaVuSans.ttf', '/assets/DejaVuSans-Bold.ttf']);
});
