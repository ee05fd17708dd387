import type { Mockup } from '@screenspot/contracts/mockup';
import { usePendingOrderPart } from './order-part';

/** GET /api/admin/orders/:id/mockup — the order's mock-up; asked again while it renders. */
export function useOrderMockup(orderId: number) {
  return usePendingOrderPart<Mockup>(orderId, 'mockup');
}
