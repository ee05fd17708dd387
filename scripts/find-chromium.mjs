import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

/** The first Chromium found: CHROMIUM_PATH, Debian's, then Playwright's cache. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const cache =
    process.env.PLAYWRIGHT_BROWSERS_PATH ?? path.join(homedir(), '.cache', 'ms-playwright');
  if (existsSync(cache)) {
    for (const dir of readdirSync(cache)
      .filter((name) => name.startsWith('chromium'))
      .sort()
      .reverse()) {
      candidates.push(path.join(cache, dir, 'chrome-linux', 'chrome'));
      candidates.push(path.join(cache, dir, 'chrome-linux64', 'chrome'));
    }
  }
  return candidates.find((candidate) => candidate && existsSync(candidate)) ?? null;
}

/**
 * The browser the tests drive: Debian's headless shell (Chromium's own headless build, without the
 * full browser's window, tab strip and GPU process, so each page costs a fraction of the CPU), else
 * the full Chromium that findChromium finds. CHROMIUM_PATH chooses either.
 */
export function findTestChromium() {
  if (process.env.CHROMIUM_PATH) return findChromium();
  return existsSync(headlessShell) ? headlessShell : findChromium();
}

/** Where Debian's `chromium-headless-shell` package puts the headless shell. */
export const headlessShell = '/usr/bin/chromium-headless-shell';

/** Flags for this machine: no sandbox as root, no network chatter the sandbox would refuse. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
