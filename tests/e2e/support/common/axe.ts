import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** the page at rest: no transition or finite animation still runs, so colours are read as they end up */
export async function expectAtRest(page: Page): Promise<void> {
  // two frames: a change just made (the pointer leaving a button, a toast showing) has started its transitions by then
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  const running = () =>
    page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity).length);
  await expect.poll(running, { message: 'every transition has ended' }).toBe(0);
}

/** axe over the page once at rest; a failure lists each rule with the elements that break it */
export async function expectNoViolations(page: Page, where: string): Promise<void> {
  await expectAtRest(page);
  const { violations } = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  const report = violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`);
      return `  ${v.id} (${v.impact ?? 'unknown'}): ${v.help}\n  ${v.helpUrl}\n${nodes.join('\n')}`;
    })
    .join('\n\n');
  expect(violations.length, `axe violations on ${where}:\n${report}`).toBe(0);
}

/**
 * axe over the page of a browser without JavaScript, where axe cannot run (no timer fires there): the page's HTML as
 * that browser holds it, each <noscript> of its body shown as that browser shows it, at the same address in a
 * browser that runs none of the page's scripts (its Content-Security-Policy allows none) and counts nothing
 */
export async function expectNoViolationsWithoutScript(page: Page, where: string): Promise<void> {
  const html = (await page.content()).replace(/<body[\s\S]*$/, (body) => body.replaceAll('<noscript>', '<div>').replaceAll('</noscript>', '</div>'));
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: true });
  try {
    const standIn = await context.newPage();
    await standIn.route('**/*', (route) => {
      const request = route.request();
      if (request.isNavigationRequest())
        return route.fulfill({ body: html, contentType: 'text/html', headers: { 'content-security-policy': "script-src 'none'" } });
      if (request.resourceType() === 'script' || new URL(request.url()).pathname.startsWith('/api/events')) return route.abort();
      return route.continue();
    });
    await standIn.goto(page.url());
    await expectNoViolations(standIn, where);
  } finally {
    await context.close();
  }
}
