import { defineConfig } from '@playwright/test';
import { chromiumArgs, findTestChromium } from './scripts/find-chromium.mjs';

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  // Spec files run side by side, each on a worker of its own; a file's tests run in order. Each
  // test makes its own accounts and orders, so no file depends on another or on their order.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // CI sets one retry: on a slow shared host a page has stopped answering for two minutes (the
  // last two official runs lost one different test each, both passing here every time). A test
  // that passes only on its retry is still reported, as flaky, and CI prints it.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  // A ceiling, not a measure: on a two-core machine shared with the PostgreSQL suite, a test that
  // takes 10 s alone has taken over a minute.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.E2E_JSON
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]]
    : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // A trace records every action's DOM and screenshots: about an eighth of a test's CPU. It is
    // recorded when a failed test runs again (CI retries once), where it explains the failure.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: findTestChromium() ?? undefined,
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'desktop', use: { viewport: { width: 1440, height: 900 } } }],
});
