import { expect, test } from '@playwright/test';
import { departments, site } from '../support/common/definitions.js';

test('the API docs page renders the OpenAPI document under the security policy, with nothing from elsewhere', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
  const foreign: string[] = [];
  page.on('request', (r) => new URL(r.url()).origin !== new URL(page.url() === 'about:blank' ? r.url() : page.url()).origin && foreign.push(r.url()));
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: new RegExp(`^${site.title} API`) })).toBeVisible();
  // every department's calculation is listed, from the definitions
  for (const d of departments) await expect(page.getByText(d.api, { exact: true }).first()).toBeAttached();
  expect(problems).toEqual([]);
  expect(foreign).toEqual([]);
});
