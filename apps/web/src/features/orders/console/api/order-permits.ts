import type { OrderPermits } from '@screenspot/contracts/permits';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

const orderPermitsKey = (orderId: number) => ['admin', 'order', orderId, 'permits'] as const;

/** An order's permits and the booked days none covers, as the moderator sees them. */
export function useOrderPermits(orderId: number) {
  return useQuery({
    queryKey: orderPermitsKey(orderId),
    queryFn: () => api.get<OrderPermits>(`/api/admin/orders/${orderId}/permits`),
  });
}
