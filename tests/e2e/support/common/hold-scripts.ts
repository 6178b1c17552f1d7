import { expect, type BrowserContext, type Page } from '@playwright/test';

/** the page's code has begun to take the server's paint over (React has its listeners on the root) */
export const codeStarted = (page: Page) =>
  page.waitForFunction(() => Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__reactContainer')));

/** holds every script of the page (or those `scripts` matches) until `release` is called: the server's paint is all the visitor has */
export async function holdScripts(page: Page, scripts = /\.m?js(\?|$)/): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  await page.route(scripts, async (route) => {
    await gate;
    // the page may be closed before its scripts are let go
    await route.continue().catch(() => {});
  });
  return release;
}

/**
 * Taps the elements these selectors match, in order, at the very moment the page's code takes the page over: as React
 * starts to hydrate (it has put its listeners on the root, nothing is hydrated yet), the moment a tap is most easily
 * lost or applied twice; or, with `afterTasks`, that many tasks later (React hydrates in slices, one task each, so
 * the taps land between two of them). `tapped(page)` then says what was tapped.
 */
export async function tapAsCodeStarts(page: Page, selectors: string[], { afterTasks = 0 } = {}): Promise<void> {
  await page.addInitScript(
    ([sels, after]) => {
      const tap = () => {
        const found = sels.map((s) => document.querySelector<HTMLElement>(s));
        for (const el of found) el?.click();
        (window as unknown as { tapped: boolean[] }).tapped = found.map((el) => el !== null);
      };
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the element's own this, then put back
      const own = EventTarget.prototype.addEventListener;
      EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<EventTarget['addEventListener']>) {
        own.apply(this, args);
        if (args[0] !== 'click' || !(this instanceof HTMLElement) || this.id !== 'root') return;
        EventTarget.prototype.addEventListener = own;
        if (after === 0) return queueMicrotask(tap);
        // a message is a task of its own, queued behind the scheduler's next slice of work
        let tasks = after;
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (--tasks > 0 ? channel.port2.postMessage(null) : tap());
        channel.port2.postMessage(null);
      };
    },
    [selectors, afterTasks] as const,
  );
}

/** whether each of tapAsCodeStarts' selectors matched when the code came (waits for it to come) */
export async function tapped(page: Page): Promise<boolean[]> {
  await page.waitForFunction(() => 'tapped' in window);
  return page.evaluate(() => (window as unknown as { tapped: boolean[] }).tapped);
}

/**
 * Runs `press` on a page of its own for each point of React's hydration from its first task to its 24th (every
 * other one), the press made `afterTasks` tasks after the code started (tapAsCodeStarts); `press` says, in `when`,
 * which point failed. No page may throw meanwhile (React's error 418: the server's paint thrown away).
 */
export async function eachHydrationTask(context: BrowserContext, press: (page: Page, afterTasks: number, when: string) => Promise<void>): Promise<void> {
  for (let afterTasks = 0; afterTasks <= 24; afterTasks += 2) {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const when = `pressed ${afterTasks} tasks after the code started`;
    await press(page, afterTasks, when);
    expect(errors, when).toEqual([]);
    await page.close();
  }
}
