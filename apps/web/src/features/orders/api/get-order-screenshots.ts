import type { PlayerScreenshot } from '@screenspot/contracts/player';
import { useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ordersKey } from './get-orders';

/** GET /api/order/:id/screenshots for each order: what its screen showed, newest first. */
export function useOrdersScreenshots(orderIds: number[]) {
  return useQueries({
    queries: orderIds.map((id) => ({
      queryKey: [...ordersKey, id, 'screenshots'],
      queryFn: () => api.get<PlayerScreenshot[]>(`/api/order/${id}/screenshots`),
      refetchInterval: 60_000,
    })),
  });
}
