import { expect, type Locator, type Page } from '@playwright/test';
import { fillTemplate } from '../../../../engine/display/format.js';
import { site } from '../common/definitions.js';

/** the region labelled 'Notifications (F8)' that holds the toasts */
export const notificationsLabel = fillTemplate(site.toasts.label, { hotkey: site.toasts.hotkey });
export const notifications = (page: Page): Locator => page.getByRole('region', { name: notificationsLabel });

/** a toast by its title */
export const toast = (page: Page, title: string): Locator => notifications(page).getByText(title, { exact: true });

/** no toast on screen (the region may be absent or empty) */
export async function expectNoToast(page: Page): Promise<void> {
  const region = notifications(page);
  if ((await region.count()) > 0) await expect(region, 'no toast is shown').toHaveText('');
}
