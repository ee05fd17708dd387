// The server's render of a page: the same routes and components as the browser, rendered to HTML
// so the page paints before its script has run; the browser then hydrates it (main.tsx).
import type { Customer } from '@screenspot/contracts/customer';
import { dehydrate, QueryClient, QueryClientProvider, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { routes } from './app/router';
import { currentCustomerKey } from './features/auth/api/get-current-customer';
import { i18nReady } from './i18n';

const handler = createStaticHandler(routes);

export type ServerPage = {
  /** What belongs in <head>: the page's title, description and preloads. */
  head: string;
  /** The markup inside #root. */
  body: string;
  /** The queries the page was rendered with, for the browser to start from the same data. */
  state: string;
  /** Whether the page shows data read for this render (then it is not kept for the next). */
  withData: boolean;
};

/** The service's own answer to a same-origin GET, made in-process with the visitor's cookie. */
export type ServerFetch = (path: string) => Promise<Response>;

/** React puts a page's hoisted elements (title, meta, preload links) before the markup. */
const hoisted = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

/** How long a page waits for its data before it is rendered with what has arrived. */
const dataWaitMs = 1_500;

function markup(queryClient: QueryClient, context: StaticHandlerContext): string {
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </QueryClientProvider>
    </StrictMode>,
  );
}

const wanted = (query: Query) =>
  query.state.status === 'pending' &&
  typeof query.options.queryFn === 'function' &&
  (query.options as { enabled?: unknown }).enabled !== false;

/**
 * Runs the queries a first render asked for, with the app's own query functions: their relative
 * URLs (the API, /cms) are answered by `serverFetch`, any other by the network.
 */
async function readData(queryClient: QueryClient, serverFetch: ServerFetch): Promise<boolean> {
  const queries = queryClient.getQueryCache().getAll().filter(wanted);
  if (queries.length === 0) return false;
  const networkFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith('/') && !url.startsWith('//') && (init?.method ?? 'GET') === 'GET') {
      return serverFetch(url);
    }
    return networkFetch(input, init);
  };
  try {
    await Promise.race([
      Promise.allSettled(queries.map((query) => query.fetch())),
      new Promise((resolve) => setTimeout(resolve, dataWaitMs)),
    ]);
  } finally {
    globalThis.fetch = networkFetch;
  }
  return true;
}

let previous: Promise<unknown> = Promise.resolve();

/**
 * Renders `url` in English for a visitor (`customer` null) or a signed-in customer; with
 * `serverFetch`, with the data its screens read, else in their loading state. Null when the router
 * answers with a redirect rather than a page. Renders run one at a time (the app's fetch is pointed
 * at this render's visitor while its data is read).
 */
export function render(
  url: string,
  customer: Customer | null,
  serverFetch: ServerFetch | null,
): Promise<ServerPage | null> {
  const next = previous.then(() => renderNow(url, customer, serverFetch));
  previous = next.catch(() => undefined);
  return next;
}

async function renderNow(
  url: string,
  customer: Customer | null,
  serverFetch: ServerFetch | null,
): Promise<ServerPage | null> {
  await i18nReady;
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return null;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(currentCustomerKey, customer);
  let html = markup(queryClient, context);
  const withData = serverFetch ? await readData(queryClient, serverFetch) : false;
  if (withData) html = markup(queryClient, context);
  const head = hoisted.exec(html)?.[0] ?? '';
  // Only answers that arrived travel with the page; the browser asks again for the rest.
  const state = JSON.stringify(dehydrate(queryClient));
  return { head, body: html.slice(head.length), state, withData };
}
