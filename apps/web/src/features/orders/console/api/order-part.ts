import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../../components/console/keys';
import { api } from '../../../../lib/api-client';

/** What the console reads of one order at /api/admin/orders/:id/<part>. */
type OrderPart = 'mockup' | 'checks' | 'permits';

export const orderPartKey = (orderId: number, part: OrderPart) =>
  [...adminKeys.order(orderId), part] as const;

const orderPartQuery = <T>(orderId: number, part: OrderPart) => ({
  queryKey: orderPartKey(orderId, part),
  queryFn: () => api.get<T>(`/api/admin/orders/${orderId}/${part}`),
});

/** GET one part of an order. */
export function useOrderPart<T>(orderId: number, part: OrderPart) {
  return useQuery(orderPartQuery<T>(orderId, part));
}

/** GET one part of an order that the server makes in the background, asked again every 2 s while it is pending. */
export function usePendingOrderPart<T extends { status: string }>(
  orderId: number,
  part: OrderPart,
) {
  return useQuery({
    ...orderPartQuery<T>(orderId, part),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2_000 : false),
  });
}
