import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** The file is the request body; the server judges it by its bytes (415 if not an image). */
export function uploadScreenImage(id: number, file: File): Promise<{ etag: string }> {
  return api.put<{ etag: string }>(`/api/admin/screens/${id}/image`, file);
}

export function useUploadScreenImage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadScreenImage(id, file),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.screen(id) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.screens });
    },
  });
}
