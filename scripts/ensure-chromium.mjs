// Makes sure a Chromium is installed for the browser tests; installs Debian's when it can.
import { execSync } from 'node:child_process';
import { findChromium } from './find-chromium.mjs';

function tryInstall(command) {
  try {
    execSync(command, { stdio: 'inherit' });
    return true;
  } catch {
    return false;
  }
}

let found = findChromium();
if (!found) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = tryInstall('command -v apt-get > /dev/null');
  if (isRoot && hasApt) {
    console.log("No Chromium found; installing Debian's chromium package…");
    tryInstall(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
    );
    found = findChromium();
  }
}
if (!found) {
  console.error(
    'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}
console.log(`Chromium: ${found}`);
