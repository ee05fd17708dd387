import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function deleteScreen(id: number): Promise<void> {
  return api.delete<void>(`/api/admin/screens/${id}`);
}

export function useDeleteScreen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteScreen,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.screens });
      void queryClient.invalidateQueries({ queryKey: adminKeys.segments });
    },
  });
}
