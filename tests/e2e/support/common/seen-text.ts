import type { Page } from '@playwright/test';

const flag = '__e2e_seen_text';

/**
 * Watches every page of the tab for a text that may show for a moment only (a loading message);
 * returns a probe saying whether it was ever in the document. The mark lives in sessionStorage so that
 * a full-page redirect keeps it.
 */
export async function watchForText(page: Page, text: string): Promise<() => Promise<boolean>> {
  await page.addInitScript(
    ([t, key]) => {
      // the records keep the added nodes even when a later render in the same task has removed them again
      const check = (records: MutationRecord[]) => {
        const texts = records.flatMap((r) => [r.target.textContent, ...[...r.addedNodes].map((n) => n.textContent)]);
        if (texts.some((text) => text?.includes(t))) sessionStorage.setItem(key, '1');
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
    },
    [text, flag] as const,
  );
  return () => page.evaluate((key) => sessionStorage.getItem(key) === '1', flag);
}
