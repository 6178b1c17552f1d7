// makes sure Debian's chromium (the benchmarks) and its headless shell (the browser tests) are there; installs them
// with apt-get when it can (scripts/lib/chromium.ts says which drives what)
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const browsers = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'];
const missing = browsers.filter((b) => !existsSync(b));
if (missing.length) {
  console.log(`${missing.join(' and ')} missing: installing Debian's chromium and chromium-headless-shell with apt-get`);
  try {
    const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
    execSync(
      `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell fonts-liberation`,
      { stdio: 'inherit' },
    );
  } catch {
    console.error(
      `Could not install them. The browser tests need them: run "apt-get install chromium chromium-headless-shell" as root, or set CHROMIUM_PATH to a Chromium binary.`,
    );
    process.exit(1);
  }
}
