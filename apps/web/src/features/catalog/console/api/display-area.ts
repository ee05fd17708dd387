import type { Corner, DisplayArea } from '@screenspot/contracts/mockup';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

const areaKey = (screenId: number) => ['admin', 'screen', screenId, 'display-area'] as const;

/** GET /api/admin/screens/:id/display-area — the corners marked on the screen's photo. */
export function useDisplayArea(screenId: number) {
  return useQuery({
    queryKey: areaKey(screenId),
    queryFn: () => api.get<DisplayArea>(`/api/admin/screens/${screenId}/display-area`),
  });
}

/** PUT /api/admin/screens/:id/display-area — every mock-up of the screen is rendered again. */
export function useSaveDisplayArea(screenId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corners: Corner[]) =>
      api.put<DisplayArea>(`/api/admin/screens/${screenId}/display-area`, { corners }),
    onSuccess: (area) => queryClient.setQueryData(areaKey(screenId), area),
  });
}
