// makes sure Debian's chromium is there for the browser tests; installs it with apt-get when it can
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const browser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(browser)) {
  console.log(`${browser} is missing: installing Debian's chromium with apt-get`);
  try {
    const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
    execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation`, {
      stdio: 'inherit',
    });
  } catch {
    console.error(`Could not install chromium. The browser tests need it: run "apt-get install chromium" as root, or set CHROMIUM_PATH to a Chromium binary.`);
    process.exit(1);
  }
}
