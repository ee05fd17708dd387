// The browser tests' `test`: a page the server rendered is used once the app has hydrated it, as a
// person would once it responds. Every page a test opens (its own, or one from a new context) waits.
import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

/** True on a page the browser rendered, or once the app has hydrated the server's HTML. */
const appResponds = () =>
  !document.getElementById('server-state') || document.documentElement.dataset.hydrated === 'true';

const patched = new WeakSet<Page>();

/** After each navigation of `page`, waits until the app responds. */
function waitsForTheApp(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await page.waitForFunction(appResponds, undefined, { timeout: 15_000 });
        return response;
      },
    });
  }
}

/** Navigates without waiting for the app: for a page whose scripts are off. */
export function gotoAsServed(page: Page, url: string) {
  const goto = (Object.getPrototypeOf(page) as Page).goto;
  return goto.call(page, url);
}

function watchContext(context: BrowserContext): BrowserContext {
  context.on('page', waitsForTheApp);
  for (const page of context.pages()) waitsForTheApp(page);
  return context;
}

export const test = base.extend<object, { browser: Browser }>({
  context: async ({ context }, use) => {
    await use(watchContext(context));
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      Object.assign(browser, {
        newContext: async (...args: Parameters<Browser['newContext']>) =>
          watchContext(await newContext(...args)),
        newPage: async (...args: Parameters<Browser['newPage']>) => {
          const page = await newPage(...args);
          waitsForTheApp(page);
          return page;
        },
      });
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
