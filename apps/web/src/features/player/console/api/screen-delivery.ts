import type { ScreenDelivery } from '@screenspot/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../../components/console/keys';

/** GET /api/admin/leds/:id/delivery: the screen's plays per local day, the last two weeks. */
export function useScreenDelivery(screenId: number, days = 14) {
  return useQuery({
    queryKey: [...adminKeys.screenDelivery, screenId, days],
    queryFn: () => api.get<ScreenDelivery>(`/api/admin/leds/${screenId}/delivery?days=${days}`),
    refetchInterval: 120_000,
  });
}
