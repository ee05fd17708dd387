import type { RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { AuthLayout } from './layout/auth-layout';
import { loadNamespaces } from '../i18n';
import { RouteError } from './route-error';

/**
 * A route's chunk together with the catalogues of the features it shows, fetched side by side, so
 * the page never waits for its texts after its code.
 */
/**
 * A route's screen and its catalogues, loaded side by side; `pages` (every page's title and
 * description) comes too, except for the landing page, whose title is in `common`.
 */
function page<T>(
  load: () => Promise<T>,
  namespaces: readonly string[],
  { withTitles = true } = {},
): () => Promise<T> {
  const all = withTitles ? ['pages', ...namespaces] : namespaces;
  return () => Promise.all([load(), loadNamespaces(all)]).then(([module]) => module);
}

/** Every page has its own error boundary: a page that fails keeps the header and offers a retry. */
function guarded(children: RouteObject[]): RouteObject[] {
  return children.map((route) => ({ errorElement: <RouteError />, ...route }));
}

function BootScreen() {
  return <div aria-busy="true" style={{ minHeight: '100vh' }} />;
}

/** Every URL of the spec; each screen is its own lazily loaded chunk. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Shown while the first screen's chunk loads (nothing is server-rendered to hydrate).
    hydrateFallbackElement: <BootScreen />,
    errorElement: <RouteError />,
    children: guarded([
      {
        index: true,
        lazy: page(() => import('./routes/landing'), ['content'], { withTitles: false }),
      },
      // One finder for both URLs: opening a screen's details keeps the list and map in place.
      {
        path: 'upload',
        lazy: page(() => import('./routes/finder'), ['finder']),
        children: [{ path: ':id', element: null }],
      },
      {
        path: 'uploadVideo/:order',
        lazy: page(() => import('./routes/upload-video'), ['auth', 'booking', 'orders', 'permits']),
      },
      {
        path: 'order/:id',
        lazy: page(() => import('./routes/order'), ['auth', 'booking', 'orders', 'permits']),
      },
      {
        path: 'campaign',
        lazy: page(() => import('./routes/campaign'), ['auth', 'booking', 'orders']),
      },
      { path: 'campaigns', lazy: page(() => import('./routes/campaigns'), ['auth', 'booking']) },
      {
        path: 'campaigns/:id',
        lazy: page(
          () => import('./routes/campaign-home'),
          ['auth', 'booking', 'orders', 'report', 'team'],
        ),
      },
      { path: 'proposals', lazy: page(() => import('./routes/proposals'), ['auth', 'booking']) },
      // A proposal's link: no account (decision 0056).
      { path: 'p/:token', lazy: page(() => import('./routes/proposal-link'), ['booking']) },
      // A campaign's proof link: no sign-in (decision 0049).
      { path: 'proof/:token', lazy: page(() => import('./routes/proof'), ['orders']) },
      { path: 'received', lazy: page(() => import('./routes/received'), ['orders']) },
      { path: 'approved', lazy: page(() => import('./routes/approved'), ['orders']) },
      { path: 'payment', lazy: page(() => import('./routes/payment'), ['orders']) },
      {
        path: 'tab/:tab',
        lazy: page(
          () => import('./routes/account-tabs'),
          ['account', 'auth', 'notifications', 'orders', 'team'],
        ),
      },
      {
        path: 'privacypolicy',
        lazy: page(() => import('./routes/privacy-policy'), ['content', 'legal']),
      },
      {
        path: 'termsconditions',
        lazy: page(() => import('./routes/terms-conditions'), ['content', 'legal']),
      },
      { path: 'contact', lazy: page(() => import('./routes/contact'), ['contact', 'content']) },
      {
        path: 'audience-method',
        lazy: page(() => import('./routes/audience-method'), ['audience', 'report']),
      },
      {
        path: 'recommend',
        lazy: page(() => import('./routes/recommend'), ['auth', 'booking', 'recommender']),
      },
      { path: '*', lazy: page(() => import('./routes/not-found'), []) },
    ]),
  },
  {
    element: <AuthLayout />,
    hydrateFallbackElement: <BootScreen />,
    errorElement: <RouteError />,
    children: guarded([
      { path: 'invite/:token', lazy: page(() => import('./routes/invite'), ['auth', 'team']) },
      { path: 'signUp', lazy: page(() => import('./routes/sign-up'), ['auth']) },
      { path: 'signIn', lazy: page(() => import('./routes/sign-in'), ['auth']) },
      { path: 'forgotpassword', lazy: page(() => import('./routes/forgot-password'), ['auth']) },
      { path: 'codefromemail', lazy: page(() => import('./routes/code-from-email'), ['auth']) },
      { path: 'phoneconfirm', lazy: page(() => import('./routes/phone-confirm'), ['auth']) },
      {
        path: 'phoneVerification',
        lazy: page(() => import('./routes/phone-verification'), ['auth']),
      },
      { path: 'newpassword', lazy: page(() => import('./routes/new-password'), ['auth']) },
    ]),
  },
  {
    path: 'player',
    lazy: page(() => import('./routes/player'), ['player']),
    errorElement: <RouteError />,
    hydrateFallbackElement: <BootScreen />,
  },
  {
    path: 'admin/*',
    lazy: page(() => import('./routes/admin'), ['admin', 'report', 'permits']),
    errorElement: <RouteError />,
    hydrateFallbackElement: <BootScreen />,
  },
];
