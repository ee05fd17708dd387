import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { whenPageRuns } from './app/layout/app-running';
import { routes } from './app/router';
import { currentCustomerKey } from './features/auth/api/get-current-customer';
import { ordersKey } from './features/orders/api/get-orders';
import { i18n, i18nReady, initialLanguage } from './i18n';
import { queryClient } from './lib/query-client';
// Every page sets its title through PageMeta and reads content in its language: both ship in the
// first script rather than as two small files of their own that every page fetches anyway.
import './components/ui/page-meta';
import './lib/content-language';
import './styles/base.css';

const container = document.getElementById('root')!;
const serverState = document.getElementById('server-state');

/**
 * A page the server rendered (in English) is hydrated: its screen's code is loaded first, so the
 * first render in the browser is the server's. Otherwise, or in another language, the app renders
 * from scratch.
 */
async function start() {
  const hydrating = serverState !== null && initialLanguage() === 'en';
  if (hydrating) {
    hydrate(queryClient, JSON.parse(serverState.textContent ?? '{}'));
    // The tab still asks once who is signed in, once the page it shows has hydrated.
    whenPageRuns(() => void queryClient.invalidateQueries({ queryKey: currentCustomerKey }));
    await Promise.all(
      (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    );
  }
  await i18nReady;
  // Orders name their screens in the language in use: in another language they are asked again.
  i18n.on('languageChanged', () => void queryClient.invalidateQueries({ queryKey: ordersKey }));
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
  if (hydrating) {
    // As a transition, hydration yields to the browser between components instead of holding the
    // main thread until the whole page is done.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start();
