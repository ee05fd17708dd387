import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/find-chromium.mjs';

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
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
