import { expect, type Locator, type Page } from '@playwright/test';
import type { Link } from '../../../../engine/schema/index.js';
import { escapeRegExp } from '../wizard/answers.js';

/** each link of a page's navigation is there, visible, with its label and target */
export async function expectNavLinks(page: Page, links: Link[]): Promise<void> {
  for (const link of links) {
    const byName = page.getByRole('link', { name: link.label, exact: true });
    await expect(byName.and(page.locator(`[href="${link.to}"]`)).first(), `a "${link.label}" link to ${link.to}`).toBeVisible();
  }
}

/** the document title mentions the page's own title */
export async function expectTitle(page: Page, title: string | undefined): Promise<void> {
  if (title) await expect(page).toHaveTitle(new RegExp(escapeRegExp(title)));
}

/** one h1 and one main per page */
export async function expectLandmarks(page: Page): Promise<void> {
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
}

/** the header's menu: the summary of its <details> (a disclosure, announced as a button), the bar's or the phone's */
export const menuToggle = (page: Page, name: string): Locator =>
  page
    .getByRole('banner')
    .locator('details > summary')
    .filter({ hasText: new RegExp(`^${escapeRegExp(name)}\\W*$`) });

/** the links of the header's open menu */
export const menuLinks = (page: Page): Locator => page.getByRole('banner').locator('details[open]').getByRole('link');

/**
 * The page's code has come and taken over the server's paint: the header's menu says it has its enhancements
 * (Escape, a tap outside). The load event does not wait for it (the code is asked for after it), so what only the
 * code does is waited for from here.
 */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.getByRole('banner').locator('details[data-enhanced]').first()).toBeAttached();
}
