import { api } from '../../../../lib/api-client';
import { useListChange } from '../../../../lib/use-list-change';
import { adminKeys } from '../../../../components/console/keys';

/** The file is the request body; the server judges it by its bytes (415 if not an image). */
export function uploadScreenImage(id: number, file: File): Promise<{ etag: string }> {
  return api.put<{ etag: string }>(`/api/admin/screens/${id}/image`, file);
}

/** The screen and the list, which shows its thumbnail, are read again. */
export function useUploadScreenImage(id: number) {
  return useListChange([adminKeys.screen(id), adminKeys.screens], (file: File) =>
    uploadScreenImage(id, file),
  );
}
