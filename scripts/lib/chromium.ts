// the Chromium the benchmarks drive: Debian's, the browser a visitor has (scripts/ensure-chromium.mjs installs it)
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// the Chromium the browser tests drive: Debian's headless shell, the same engine without a window, as Playwright's own
// headless runs use; each new browser context of the full browser opens a window with renderers of its own, and the
// same 48 tests took 137 s on it and 74 s on the shell (docs/qa.md)
export const testChromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** headless, and nothing the browser would fetch on its own (updates, sync, QUIC) to disturb a test or a timing */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
