import type { ScreenHealth } from '@screenspot/contracts/player';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

const healthKey = (screenId: number) => ['admin', 'screen-health', screenId] as const;

/** GET /api/admin/leds/:id/health: the screen's players and today's delivery, refreshed often. */
export function useScreenHealth(screenId: number) {
  return useQuery({
    queryKey: healthKey(screenId),
    queryFn: () => api.get<ScreenHealth>(`/api/admin/leds/${screenId}/health`),
    refetchInterval: 30_000,
  });
}

/** POST /api/admin/leds/:id/players: links the code shown on a player to this screen. */
export function usePairPlayer(screenId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<{ playerId: number }>(`/api/admin/leds/${screenId}/players`, { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: healthKey(screenId) }),
  });
}

/** DELETE /api/admin/players/:id: the player's token stops working. */
export function useRevokePlayer(screenId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (playerId: number) => api.delete<void>(`/api/admin/players/${playerId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: healthKey(screenId) }),
  });
}
