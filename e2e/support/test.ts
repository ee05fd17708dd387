// The browser tests' `test`: a page the server rendered is used once the app has hydrated it, as a
// person would once it responds. Every page a test opens (its own, or one from a new context) waits.
import {
  test as base,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';

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

const resetOnReuse = /ECONNRESET|EPIPE|socket hang up/;
const retrying = new WeakSet<APIRequestContext>();

/**
 * A browser sends an idempotent request again when the keep-alive connection it reused was closed
 * by the server as the request went out (the service closes idle connections after 5 s). The API
 * client the tests use does not, so its GETs do the same: once, and only on such a reset.
 */
function retriesGetOnReset(request: APIRequestContext): APIRequestContext {
  if (retrying.has(request)) return request;
  retrying.add(request);
  const get = request.get.bind(request);
  Object.assign(request, {
    get: async (...args: Parameters<APIRequestContext['get']>) => {
      try {
        return await get(...args);
      } catch (error) {
        if (!resetOnReuse.test(String(error))) throw error;
        return get(...args);
      }
    },
  });
  return request;
}

function watchContext(context: BrowserContext): BrowserContext {
  retriesGetOnReset(context.request);
  context.on('page', waitsForTheApp);
  for (const page of context.pages()) waitsForTheApp(page);
  return context;
}

/**
 * The contexts a worker's tests open beyond their own `page`: each is closed when the test that
 * opened it ends, passed or failed, so no page keeps running (polling, streaming, animating) into
 * the tests after it. Contexts opened outside a test (in a beforeAll) close with the worker.
 */
type OpenedContexts = { byTest: Set<BrowserContext> | null; outside: Set<BrowserContext> };

function track(opened: OpenedContexts, context: BrowserContext): BrowserContext {
  const set = opened.byTest ?? opened.outside;
  set.add(context);
  context.once('close', () => set.delete(context));
  return watchContext(context);
}

async function closeAll(contexts: Set<BrowserContext>): Promise<void> {
  const open = [...contexts];
  contexts.clear();
  await Promise.all(open.map((context) => context.close().catch(() => {})));
}

const openedBy = new WeakMap<Browser, OpenedContexts>();

export const test = base.extend<{ closesWhatItOpens: void }, { browser: Browser }>({
  context: async ({ context }, use) => {
    await use(watchContext(context));
  },
  request: async ({ request }, use) => {
    await use(retriesGetOnReset(request));
  },
  browser: [
    async ({ browser }, use) => {
      const opened: OpenedContexts = { byTest: null, outside: new Set() };
      openedBy.set(browser, opened);
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      Object.assign(browser, {
        newContext: async (...args: Parameters<Browser['newContext']>) =>
          track(opened, await newContext(...args)),
        newPage: async (...args: Parameters<Browser['newPage']>) => {
          const page = await newPage(...args);
          track(opened, page.context());
          waitsForTheApp(page);
          return page;
        },
      });
      await use(browser);
      await closeAll(opened.outside);
    },
    { scope: 'worker' },
  ],
  closesWhatItOpens: [
    async ({ browser }, use) => {
      const opened = openedBy.get(browser)!;
      const byTest = new Set<BrowserContext>();
      opened.byTest = byTest;
      await use();
      opened.byTest = null;
      await closeAll(byTest);
    },
    { auto: true },
  ],
});
