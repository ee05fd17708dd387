// The server's render of a page: the same routes and components as the browser, rendered to HTML
// so the page paints before its script has run; the browser then hydrates it (main.tsx).
import type { Customer } from '@screenspot/contracts/customer';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
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
};

/** React puts a page's hoisted elements (title, meta, preload links) before the markup. */
const hoisted = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

/**
 * Renders `url` in English for a visitor (`customer` null) or a signed-in customer; null when the
 * router answers with a redirect rather than a page.
 */
export async function render(url: string, customer: Customer | null): Promise<ServerPage | null> {
  await i18nReady;
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return null;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(currentCustomerKey, customer);
  const markup = renderToString(
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
  const head = hoisted.exec(markup)?.[0] ?? '';
  const state = JSON.stringify(dehydrate(queryClient));
  return { head, body: markup.slice(head.length), state };
}
