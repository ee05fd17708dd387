// Makes sure a Chromium is installed for the browser tests; installs Debian's when it can.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, findTestChromium, headlessShell } from './find-chromium.mjs';

function tryInstall(command) {
  try {
    execSync(command, { stdio: 'inherit' });
    return true;
  } catch {
    return false;
  }
}

// The tests drive Debian's headless shell; Lighthouse (bench:web) drives the full Chromium.
const missing = [
  ...(findChromium() ? [] : ['chromium']),
  ...(process.env.CHROMIUM_PATH || existsSync(headlessShell) ? [] : ['chromium-headless-shell']),
];
if (missing.length > 0) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = tryInstall('command -v apt-get > /dev/null');
  if (isRoot && hasApt) {
    console.log(`Installing Debian's ${missing.join(' and ')}…`);
    tryInstall(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
    );
  }
}
const found = findTestChromium();
if (!found) {
  console.error(
    'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium-headless-shell`) ' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}
console.log(`Chromium for the tests: ${found}`);
