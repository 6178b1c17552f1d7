import { expect, test } from '@playwright/test';
import { expectNoViolations } from '../support/common/axe.js';
import { menuLinks, menuToggle } from '../support/common/nav.js';
import { departments, site } from '../support/common/definitions.js';
import { control } from '../support/wizard/wizard.js';

const screens = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

const landings = [
  { route: '/', start: site.home.button.label },
  ...departments.map((d) => ({ route: d.routes.landing, start: (d.landing.buttons.find((b) => b.to === d.routes.wizard) ?? d.landing.buttons[0]!).label })),
];

for (const { width, height } of screens) {
  test(`every landing shows its start button in the first screen at ${width} x ${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    for (const { route, start } of landings) {
      await page.goto(route);
      const box = await control(page, start).boundingBox();
      expect(box, `"${start}" on ${route}`).not.toBeNull();
      expect(box!.y + box!.height, `"${start}" on ${route} ends above the fold`).toBeLessThanOrEqual(height);
    }
  });
}

test('on a phone the header is one line with a menu button holding the departments and the other entries', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(menuToggle(page, site.header.menuLabel)).toBeHidden();
  expect((await banner.boundingBox())!.height, 'the header does not wrap').toBeLessThan(70);
  await menuToggle(page, site.header.menuButton).click();
  for (const label of site.header.placeholders) await expect(banner.getByRole('button', { name: label })).toBeDisabled();
  await expectNoViolations(page, 'the phone menu, open');
  const first = departments[0]!;
  await menuLinks(page).getByText(first.menu.label, { exact: true }).click();
  await expect(page).toHaveURL(first.routes.landing);
});

test('the 404 page keeps its texts and links home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: site.notFound.heading })).toBeVisible();
  await expect(page.getByText(site.notFound.hint)).toBeVisible();
  await expectNoViolations(page, 'the 404 page');
  await control(page, site.notFound.home).click();
  await expect(page).toHaveURL('/');
});

for (const dept of departments) {
  const missing = dept.results.missing;
  if (missing.kind !== 'sample') continue;
  test(`${dept.id}: the sample results say they are an example`, async ({ page }) => {
    await page.goto(dept.routes.results);
    await expect(page.getByRole('main').getByText(missing.label)).toBeVisible();
    await expectNoViolations(page, `${dept.routes.results} with the sample`);
  });
}

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the menu button and the page links (IT, HR) are at least 44 x 44 px, and the start button stays in the first screen', async ({ page }) => {
    const withNav = departments.filter((d) => d.landing.nav.length > 0);
    expect(withNav.length, 'some landing has page links').toBeGreaterThan(0);
    for (const dept of withNav) {
      await page.goto(dept.routes.landing);
      const menu = await menuToggle(page, site.header.menuButton).boundingBox();
      expect(menu!.width).toBeGreaterThanOrEqual(44);
      expect(menu!.height).toBeGreaterThanOrEqual(44);
      const nav = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: dept.landing.nav[0]!.label, exact: true }) });
      const links = await nav.getByRole('link').all();
      expect(links.length, `the page links of ${dept.routes.landing}`).toBe(dept.landing.nav.length);
      for (const link of links) {
        const box = (await link.boundingBox())!;
        expect(box.width, `${await link.innerText()} on ${dept.routes.landing}`).toBeGreaterThanOrEqual(44);
        expect(box.height, `${await link.innerText()} on ${dept.routes.landing}`).toBeGreaterThanOrEqual(44);
      }
      const start = (dept.landing.buttons.find((b) => b.to === dept.routes.wizard) ?? dept.landing.buttons[0]!).label;
      const box = (await control(page, start).boundingBox())!;
      expect(box.y + box.height, `"${start}" on ${dept.routes.landing} ends above the fold`).toBeLessThanOrEqual(812);
    }
  });
});
