import { expect, test } from '@playwright/test';
import { choose } from '../support/wizard/answers.js';
import { department, site } from '../support/common/definitions.js';
import { outOf } from '../support/results/results-page.js';
import { itLoading, spec, specIds } from '../support/common/spec.js';
import { watchForText } from '../support/common/seen-text.js';
import { readSession, storedResult } from '../support/common/storage.js';
import { answer, control, isApi, questionHeading } from '../support/wizard/wizard.js';

// the spec's exact words for each of the six departments, checked on screen (spec documents 1 and 2)
for (const id of specIds) {
  const s = spec[id]!;

  test.describe(`${id} in the spec's words`, () => {
    test('landing page and wizard', async ({ page }) => {
      const dept = department(id);
      await page.goto(s.landing);
      for (const text of s.landingTexts) await expect(page.getByRole('main')).toContainText(text);
      for (const link of s.landingLinks) {
        await page.goto(s.landing);
        const label = link.label ?? dept.landing.buttons.find((b) => b.to === link.to)?.label;
        expect(label, `a landing button goes to ${link.to}`).toBeDefined();
        await control(page, label!).click();
        await expect(page).toHaveURL(link.to);
      }

      await page.goto(s.wizard);
      if (s.heading) await expect(page.getByRole('heading', { level: 1, name: s.heading })).toBeVisible();
      const choices = choose(dept, 'first');
      expect(choices.length, `${s.steps} steps`).toBe(s.steps);
      for (const [i, choice] of choices.entries()) {
        await expect(questionHeading(page, dept, i)).toBeVisible();
        if (s.progress) await expect(page.getByText(s.progress.replace(/\b1\b/, String(i + 1))).first()).toBeVisible();
        if (i === 0 && s.firstBack.label) await expect(control(page, s.firstBack.label)).toBeVisible();
        if (i > 0 && s.back) await expect(control(page, s.back)).toBeVisible();
        await answer(page, choice, 'mouse');
        if (i < choices.length - 1) await control(page, 'Next').click();
      }
      let release = () => {};
      const gate = new Promise<void>((r) => (release = r));
      await page.route(isApi(dept), async (route) => {
        await gate;
        await route.continue();
      });
      await control(page, s.submit).click();
      if (s.submitting) await expect(control(page, s.submitting)).toBeDisabled();
      release();
      await expect(page).toHaveURL(s.results);
      const stored = await readSession(page, s.key);
      expect(stored, `sessionStorage "${s.key}"`).not.toBeNull();
      expect(() => JSON.parse(stored!)).not.toThrow();
      if (id === 'sales') await expect(page.getByText('Assessment Complete!', { exact: true })).toBeVisible();

      await page.goto(s.wizard);
      await expect(questionHeading(page, dept, 0)).toBeVisible();
      await control(page, s.firstBack.label ?? dept.wizard.buttons.firstBack.label).click();
      await expect(page).toHaveURL(s.firstBack.to);
    });

    test('results page, its buttons and the missing-results behaviour', async ({ page, browser }) => {
      const dept = department(id);
      const fresh = await browser.newContext();
      try {
        const other = await fresh.newPage();
        const seen = id === 'it' ? await watchForText(other, itLoading) : undefined;
        await other.goto(s.results);
        const m = s.missing;
        if ('redirect' in m) await expect(other).toHaveURL(m.redirect);
        if ('message' in m) for (const text of m.message) await expect(other.getByRole('main')).toContainText(text);
        if ('sample' in m) {
          await expect(other.getByRole('main')).toContainText(outOf(m.sample.score, s.max), { useInnerText: true });
          for (const text of m.sample.texts) await expect(other.getByRole('main')).toContainText(text);
          const sample = dept.results.missing.kind === 'sample' ? dept.results.missing.result : {};
          const recs = (sample.recommendations ?? []) as { title: string }[];
          expect(recs, 'three sample recommendations').toHaveLength(m.sample.recommendations);
          for (const rec of recs) await expect(other.getByRole('main')).toContainText(rec.title);
        }
        if (seen) expect(await seen(), `"${itLoading}" shows while the session is read`).toBe(true);
      } finally {
        await fresh.close();
      }

      await page.goto(s.wizard);
      for (const [i, choice] of choose(dept, 'last').entries()) {
        await answer(page, choice, 'mouse');
        await control(page, i < s.steps - 1 ? 'Next' : s.submit).click();
      }
      await expect(page).toHaveURL(s.results);
      const main = page.getByRole('main');
      await expect(main).toContainText(new RegExp(`(/|out of)\\s*${s.max}(?!\\d)`), { useInnerText: true });
      if (s.scale) await expect(main).toContainText(new RegExp(`(^|\\D)${s.scale.join('\\s+')}(?!\\d)`), { useInnerText: true });
      for (const [label, to] of Object.entries(s.buttons)) {
        await page.goto(s.results);
        if (to === 'booking') {
          await expect(control(page, label), `"${label}" opens the booking link`).toHaveAttribute('href', site.links.booking);
          continue;
        }
        await control(page, label).click();
        await expect(page, `"${label}" ${to ? `goes to ${to}` : 'does nothing'}`).toHaveURL((url) => url.pathname === (to || s.results));
      }
      // spec 2, section 4: opening the IT assessment clears stored itResults (the last button above opened it)
      if (id === 'it') {
        await expect(questionHeading(page, dept, 0)).toBeVisible();
        await expect.poll(() => storedResult(page, dept), { message: 'itResults cleared' }).toBeUndefined();
      }
    });
  });
}
