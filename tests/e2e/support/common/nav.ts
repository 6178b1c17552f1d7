import { expect, type Page } from '@playwright/test';
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
