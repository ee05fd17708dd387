import type { ComponentType } from 'react';
import { Navigate, useRoutes } from 'react-router';
import { CustomerDetailPage, CustomersPage } from '../../account/console';
import { AudienceEditor } from '../../audience/console';
import { SecurityPage } from '../../auth/console';
import { BookingPage, HoldsPage } from '../../booking/console';
import { ScreenFormPage, ScreensPage, SegmentsPage } from '../../catalog/console';
import { ContactPage } from '../../contact/console';
import { ContentPage } from '../../content/console';
import { ModerationPage, OrderDetailPage, OrdersPage, RejectionsPage } from '../../orders/console';
import { EInvoicesPage, InvoicesPage } from '../../payments/console';
import { ScreenDelivery, ScreenHealthPage, ScreenPlayers } from '../../player/console';

/** The console's pages by their path under /admin (the saved screen's, with its panels, apart). */
const pages: readonly (readonly [string, ComponentType])[] = [
  ['orders', OrdersPage],
  ['orders/:id', OrderDetailPage],
  ['screens', ScreensPage],
  ['screen-health', ScreenHealthPage],
  ['segments', SegmentsPage],
  ['booking', BookingPage],
  ['invoices', InvoicesPage],
  ['einvoices', EInvoicesPage],
  ['holds', HoldsPage],
  ['rejections', RejectionsPage],
  ['customers', CustomersPage],
  ['customers/:id', CustomerDetailPage],
  ['contact', ContactPage],
  ['content', ContentPage],
  ['security', SecurityPage],
];

/**
 * The console's routes table: each resource's screens live in its own feature's console/ folder;
 * this is the one place that brings them together under /admin. A table of objects (useRoutes)
 * rather than <Routes> of <Route> elements: the same matching, without the code that turns
 * elements into a table, which every page's shared router chunk would otherwise carry (decision
 * 0070).
 */
export function ConsoleRoutes() {
  return useRoutes([
    { index: true, element: <ModerationPage /> },
    ...pages.map(([path, Page]) => ({ path, element: <Page /> })),
    { path: 'screens/:id', element: <ScreenFormPage otherPanels={screenPanels} /> },
    { path: '*', element: <Navigate to="/admin" replace /> },
  ]);
}

/** The panels of a saved screen that other domains keep, under the screen's own form. */
function screenPanels(screenId: number) {
  return (
    <>
      <ScreenPlayers screenId={screenId} />
      <ScreenDelivery screenId={screenId} />
      <AudienceEditor screenId={screenId} />
    </>
  );
}
