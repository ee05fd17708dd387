import { Navigate, Route, Routes } from 'react-router';
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

/**
 * The console's routes table: each resource's screens live in its own feature's console/ folder;
 * this is the one place that brings them together under /admin.
 */
export function ConsoleRoutes() {
  return (
    <Routes>
      <Route index element={<ModerationPage />} />
      <Route path="orders" element={<OrdersPage />} />
      <Route path="orders/:id" element={<OrderDetailPage />} />
      <Route path="screens" element={<ScreensPage />} />
      <Route path="screens/:id" element={<ScreenFormPage otherPanels={screenPanels} />} />
      <Route path="screen-health" element={<ScreenHealthPage />} />
      <Route path="segments" element={<SegmentsPage />} />
      <Route path="booking" element={<BookingPage />} />
      <Route path="invoices" element={<InvoicesPage />} />
      <Route path="einvoices" element={<EInvoicesPage />} />
      <Route path="holds" element={<HoldsPage />} />
      <Route path="rejections" element={<RejectionsPage />} />
      <Route path="customers" element={<CustomersPage />} />
      <Route path="customers/:id" element={<CustomerDetailPage />} />
      <Route path="contact" element={<ContactPage />} />
      <Route path="content" element={<ContentPage />} />
      <Route path="security" element={<SecurityPage />} />
      <Route path="*" element={<Navigate to="/admin" replace />} />
    </Routes>
  );
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
