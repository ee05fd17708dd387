import type { OrderPermits } from '@screenspot/contracts/permits';
import { useOrderPart } from './order-part';

/** An order's permits and the booked days none covers, as the moderator sees them. */
export function useOrderPermits(orderId: number) {
  return useOrderPart<OrderPermits>(orderId, 'permits');
}
