import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { AuthLayout } from './layout/auth-layout';
import { RouteError } from './route-error';

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
    children: [
      { index: true, lazy: () => import('./routes/landing') },
      // One finder for both URLs: opening a screen's details keeps the list and map in place.
      {
        path: 'upload',
        lazy: () => import('./routes/finder'),
        children: [{ path: ':id', element: null }],
      },
      { path: 'uploadVideo/:order', lazy: () => import('./routes/upload-video') },
      { path: 'order/:id', lazy: () => import('./routes/order') },
      { path: 'campaign', lazy: () => import('./routes/campaign') },
      { path: 'received', lazy: () => import('./routes/received') },
      { path: 'approved', lazy: () => import('./routes/approved') },
      { path: 'payment', lazy: () => import('./routes/payment') },
      { path: 'tab/:tab', lazy: () => import('./routes/account-tabs') },
      { path: 'privacypolicy', lazy: () => import('./routes/privacy-policy') },
      { path: 'termsconditions', lazy: () => import('./routes/terms-conditions') },
      { path: 'contact', lazy: () => import('./routes/contact') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
  {
    element: <AuthLayout />,
    hydrateFallbackElement: <BootScreen />,
    errorElement: <RouteError />,
    children: [
      { path: 'signUp', lazy: () => import('./routes/sign-up') },
      { path: 'signIn', lazy: () => import('./routes/sign-in') },
      { path: 'forgotpassword', lazy: () => import('./routes/forgot-password') },
      { path: 'codefromemail', lazy: () => import('./routes/code-from-email') },
      { path: 'phoneconfirm', lazy: () => import('./routes/phone-confirm') },
      { path: 'phoneVerification', lazy: () => import('./routes/phone-verification') },
      { path: 'newpassword', lazy: () => import('./routes/new-password') },
    ],
  },
  {
    path: 'admin/*',
    lazy: () => import('./routes/admin'),
    errorElement: <RouteError />,
    hydrateFallbackElement: <BootScreen />,
  },
];

export const router = createBrowserRouter(routes);
