import type { Page } from '@playwright/test';

/** opens a file from the studio's Files list and waits for the editor to show it */
export async function openStudioFile(page: Page, name: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Files' })
    .getByRole('button', { name: new RegExp(`^${name.replace(/[.]/g, '\\.')}`) })
    .click();
  await page.getByRole('region', { name: 'Editor' }).getByRole('heading', { name }).waitFor();
}

/**
 * Puts the editor's cursor right after the first match of a text and focuses it: through CodeMirror's view, which its
 * content element holds (EditorView.findFromDOM reads the same), as the keys that follow are a person's typing, not
 * their finding of the place.
 */
export async function cursorAfter(page: Page, find: string): Promise<void> {
  const placed = await page.evaluate<boolean>(`(() => {
    const view = document.querySelector('section[aria-label="Editor"] .cm-content')?.cmTile?.root?.view;
    const at = view?.state.doc.toString().indexOf(${JSON.stringify(find)});
    if (!view || at === undefined || at < 0) return false;
    view.focus();
    view.dispatch({ selection: { anchor: at + ${find.length} }, scrollIntoView: true });
    return true;
  })()`);
  if (!placed) throw new Error(`the editor has no "${find}" to type after`);
}

/** waits until the lint has answered (the Findings region's status no longer says it is linting) */
export async function settled(page: Page, timeoutMs: number): Promise<void> {
  await page
    .getByRole('region', { name: 'Findings' })
    .getByText(/^The folder: \d+ errors?$/)
    .waitFor({ timeout: timeoutMs });
}

export interface Update {
  /** from the end of the typing pause (the last key's release plus the studio's pause) to the token in the Findings region */
  findings: number;
  /** the same, to the token in the preview's page */
  preview: number;
  /** the longest task on the page's main thread while the keys were typed and the studio answered */
  longestTask: number;
}

// plain JavaScript sent as text: tsx would wrap a function passed to page.evaluate in helpers the page lacks; checked
// at each animation frame, so a figure is when the page could paint the change. The Findings region is watched by
// its changes (a MutationObserver), not read whole at each frame: with the grown folder's hundreds of findings,
// reading its text 60 times a second was itself most of the page's work
const probe = (token: string, pause: number) => `
  window.benchUpdate = new Promise((resolve) => {
    let lastKey = 0;
    let findings;
    let preview;
    let longest = 0;
    const onKey = () => (lastKey = performance.now());
    addEventListener('keyup', onKey, true);
    const tasks = new PerformanceObserver((list) => { for (const e of list.getEntries()) longest = Math.max(longest, e.duration); });
    try { tasks.observe({ type: 'longtask' }); } catch {}
    const region = document.querySelector('section[aria-label="Findings"]');
    const frame = () => document.querySelector('iframe[title^="Preview"]')?.contentDocument?.body;
    const token = ${JSON.stringify(token)};
    const has = (node) => (node.textContent ?? '').includes(token);
    let inFindings = has(region);
    const changes = new MutationObserver((records) => {
      inFindings ||= records.some((r) => (r.type === 'characterData' ? has(r.target) : [...r.addedNodes].some(has)));
    });
    changes.observe(region, { childList: true, characterData: true, subtree: true });
    const check = () => {
      const now = performance.now();
      if (findings === undefined && inFindings) findings = now;
      if (preview === undefined && (frame()?.textContent ?? '').includes(token)) preview = now;
      if (findings === undefined || preview === undefined) return requestAnimationFrame(check);
      removeEventListener('keyup', onKey, true);
      tasks.disconnect();
      changes.disconnect();
      const end = lastKey + ${pause};
      resolve({ findings: findings - end, preview: preview - end, longestTask: longest });
    };
    requestAnimationFrame(check);
  });
  // the promise is awaited later, not by this evaluation
  undefined;
`;

/**
 * Types a token where the cursor stands (after taking the last one away), as a person types (a key every 40 ms,
 * shorter than the studio's pause), and times the studio's answer: the token must show in the Findings region (the
 * edit makes the translation of the text stale, and the finding quotes the new text) and in the preview.
 */
export async function typeAndTime(page: Page, token: string, previous: string, pause: number, timeoutMs: number): Promise<Update> {
  await page.evaluate(probe(token, pause));
  for (let i = 0; i < previous.length; i++) await page.keyboard.press('Backspace', { delay: 20 });
  await page.keyboard.type(token, { delay: 40 });
  return await page.evaluate<Update>(
    `Promise.race([window.benchUpdate, new Promise((_, fail) => setTimeout(() => fail(new Error('no update within ${timeoutMs} ms')), ${timeoutMs}))])`,
  );
}
