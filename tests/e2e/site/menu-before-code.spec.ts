import { expect, test } from '@playwright/test';
import { departments, site } from '../support/common/definitions.js';
import { expectHydrated, menuLinks, menuToggle } from '../support/common/nav.js';
import { holdScripts } from '../support/common/hold-scripts.js';

test.describe('the Departments menu opens before its code', () => {
  test('with the scripts held back, a tap opens it and a department is followed', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await menuToggle(page, site.header.menuLabel).click();
    const last = departments.at(-1)!;
    await menuLinks(page).getByText(last.menu.label, { exact: true }).click();
    await expect(page).toHaveURL(last.routes.landing);
    await expect(page.getByRole('heading', { level: 1, name: last.landing.heading })).toBeVisible();
    release();
  });

  test('on a phone with the scripts held back, Enter opens it and shows the languages and placeholders', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await menuToggle(page, site.header.menuButton).press('Enter');
    await expect(menuLinks(page)).toHaveCount(departments.length + site.languages.length);
    for (const label of site.header.placeholders) await expect(page.getByRole('banner').getByRole('button', { name: label })).toBeDisabled();
    release();
    // the menu a visitor opened stays open as the code comes in
    await expectHydrated(page);
    await expect(menuLinks(page).first()).toBeVisible();
  });

  test('at laptop width with the CPU slowed six times, the first tap as the menu shows opens it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto('/', { waitUntil: 'commit' });
    const toggle = menuToggle(page, site.header.menuLabel);
    // the first tap, as soon as the menu shows (Playwright taps once it is visible and stable)
    await toggle.click();
    await expect(menuLinks(page)).toHaveCount(departments.length);
    const first = departments[0]!;
    await menuLinks(page).getByText(first.menu.label, { exact: true }).click();
    await expect(page).toHaveURL(first.routes.landing);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });
});
