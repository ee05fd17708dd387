import type { AdminScreen, ScreenInput } from '@screenspot/contracts/admin-screens';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../../components/console/keys';

export function saveScreen(id: number | null, input: ScreenInput): Promise<AdminScreen> {
  return id === null
    ? api.post<AdminScreen>('/api/admin/screens', input)
    : api.put<AdminScreen>(`/api/admin/screens/${id}`, input);
}

export function useSaveScreen(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScreenInput) => saveScreen(id, input),
    onSuccess: (screen) => {
      queryClient.setQueryData(adminKeys.screen(screen.id), screen);
      void queryClient.invalidateQueries({ queryKey: adminKeys.screens });
      void queryClient.invalidateQueries({ queryKey: adminKeys.segments });
    },
  });
}
