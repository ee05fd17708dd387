import type { LiveEventData } from '@screenspot/contracts/live-event';
import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '../components/console/keys';
import { notificationKeys } from '../features/notifications/api/keys';
import { ordersKey } from '../features/orders/api/get-orders';
import { reportKey } from '../lib/report';

function orderChanged(queryClient: QueryClient, orderId: number | undefined) {
  void queryClient.invalidateQueries({ queryKey: ordersKey });
  void queryClient.invalidateQueries({ queryKey: adminKeys.moderation });
  void queryClient.invalidateQueries({ queryKey: adminKeys.summary });
  void queryClient.invalidateQueries({ queryKey: adminKeys.orders });
  if (orderId) void queryClient.invalidateQueries({ queryKey: adminKeys.order(orderId) });
}

/** A player reported plays: the campaign's report, an order's and the screens' delivery. */
function deliveryChanged(queryClient: QueryClient, data: LiveEventData) {
  if (data.campaignId) void queryClient.invalidateQueries({ queryKey: reportKey(data.campaignId) });
  // Only the delivery figures moved: the orders themselves are not refetched.
  void queryClient.invalidateQueries({
    queryKey: data.orderId ? [...ordersKey, data.orderId] : ordersKey,
    predicate: (query) => query.queryKey.at(-1) === 'delivery',
  });
  void queryClient.invalidateQueries({ queryKey: adminKeys.screenDelivery });
}

/** A screen's health changed: the fleet page, the screens' players and commands, the nav count. */
function screensChanged(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminKeys.fleet });
  void queryClient.invalidateQueries({ queryKey: adminKeys.summary });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'screen-health'] });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'screen-commands'] });
}

function everythingChanged(queryClient: QueryClient) {
  screensChanged(queryClient);
  orderChanged(queryClient, undefined);
  void queryClient.invalidateQueries({ queryKey: ['campaign-report'] });
  void queryClient.invalidateQueries({ queryKey: adminKeys.screenDelivery });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'order'] });
  void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

function dataOf(event: Event): LiveEventData {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as LiveEventData;
  } catch {
    return {};
  }
}

/**
 * Listens to what the service streams (GET /api/events) and refetches exactly that; after a
 * dropped connection everything shown is refetched, since events may have been missed meanwhile.
 * Returns the function that closes the stream.
 */
export function openLiveUpdates(queryClient: QueryClient): () => void {
  const source = new EventSource('/api/events');
  let dropped = false;
  source.onopen = () => {
    if (dropped) everythingChanged(queryClient);
    dropped = false;
  };
  source.onerror = () => {
    dropped = true;
  };
  source.addEventListener('order', (event) => orderChanged(queryClient, dataOf(event).orderId));
  source.addEventListener('notification', () => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  });
  source.addEventListener('delivery', (event) => deliveryChanged(queryClient, dataOf(event)));
  source.addEventListener('screens', () => screensChanged(queryClient));
  source.addEventListener('resync', () => everythingChanged(queryClient));
  return () => source.close();
}
