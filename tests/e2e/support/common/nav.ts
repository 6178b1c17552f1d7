import { expect, type Page } from '@playwright/test';
import type { Link } from '../../../../engine/schema/index.js';
import { escapeRegExp } from '../wizard/answers.js';
import { site } from './definitions.js';

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

/**
 * The page's code has come and taken over the server's paint: the header's Departments menu hears presses. The load
 * event does not wait for it (the code is asked for after it), so what only the code does is waited for from here.
 */
export async function expectHydrated(page: Page): Promise<void> {
  const banner = page.getByRole('banner');
  // the bar's menu on a wide screen, the phone's on a narrow one (the other is hidden)
  const menu = banner
    .getByRole('button', { name: site.header.menuLabel, exact: true })
    .or(banner.getByRole('button', { name: site.header.menuButton, exact: true }));
  await expect(menu.first()).not.toHaveAttribute('aria-disabled', 'true');
}
