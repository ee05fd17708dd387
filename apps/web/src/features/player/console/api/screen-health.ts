import type { PlayerCommandKind, PlayerScreenshot } from '@screenspot/contracts/player';
import type { Fleet, FleetQuery, PlayerCommand } from '@screenspot/contracts/screen-health';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../../components/console/keys';
import { pageQuery } from '../../../../components/console/page-query';

/**
 * GET /api/admin/screen-health: a page of the fleet with each screen's state. Refetched on the
 * live `screens` event, and every 30 s, since a silence turns a screen stale without any event.
 */
export function useFleet(query: FleetQuery) {
  return useQuery({
    ...pageQuery<Fleet>(adminKeys.fleet, '/api/admin/screen-health', query),
    refetchInterval: 30_000,
  });
}

/** GET /api/admin/leds/:id/commands: the screen's latest remote commands and their states. */
export function useScreenCommands(screenId: number) {
  return useQuery({
    queryKey: adminKeys.screenCommands(screenId),
    queryFn: () => api.get<PlayerCommand[]>(`/api/admin/leds/${screenId}/commands`),
  });
}

/** POST /api/admin/players/:id/commands: the player hears of it within one heartbeat. */
export function useSendCommand(screenId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ playerId, kind }: { playerId: number; kind: PlayerCommandKind }) =>
      api.post<PlayerCommand>(`/api/admin/players/${playerId}/commands`, { kind }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: adminKeys.screenCommands(screenId) }),
  });
}

/** GET /api/admin/leds/:id/screenshots: the latest frames the screen's players sent. */
export function useScreenScreenshots(screenId: number) {
  return useQuery({
    queryKey: [...adminKeys.screenCommands(screenId), 'screenshots'],
    queryFn: () => api.get<PlayerScreenshot[]>(`/api/admin/leds/${screenId}/screenshots`),
  });
}

const alertKey = (screenId: number) => ['admin', 'offline-alert', screenId] as const;

/** GET/PUT /api/admin/leds/:id/offline-alert: minutes offline in opening hours before an alert. */
export function useOfflineAlert(screenId: number) {
  return useQuery({
    queryKey: alertKey(screenId),
    queryFn: () => api.get<{ minutes: number }>(`/api/admin/leds/${screenId}/offline-alert`),
  });
}

export function useSetOfflineAlert(screenId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number) =>
      api.put<{ minutes: number }>(`/api/admin/leds/${screenId}/offline-alert`, { minutes }),
    onSuccess: (answer) => queryClient.setQueryData(alertKey(screenId), answer),
  });
}
