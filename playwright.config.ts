import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/find-chromium.mjs';

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // CI sets one retry: on a slow shared host a page has stopped answering for two minutes (the
  // last two official runs lost one different test each, both passing here every time). A test
  // that passes only on its retry is still reported, as flaky, and CI prints it.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  // A ceiling, not a measure: on a two-core machine shared with the PostgreSQL suite, a test that
  // takes 10 s alone has taken over a minute.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'desktop', use: { viewport: { width: 1440, height: 900 } } }],
});
