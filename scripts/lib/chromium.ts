// the Chromium the browser tests and the benchmarks drive: Debian's (scripts/ensure-chromium.mjs installs it)
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
