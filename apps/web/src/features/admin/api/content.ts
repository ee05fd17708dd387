import type {
  AdminContentEntry,
  ContentCollection,
  ContentMedia,
} from '@screenspot/contracts/admin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function getContent(collection: ContentCollection): Promise<AdminContentEntry[]> {
  return api.get<AdminContentEntry[]>(withQuery('/api/admin/content', { collection }));
}

export const contentQuery = (collection: ContentCollection) =>
  queryOptions({ queryKey: adminKeys.content(collection), queryFn: () => getContent(collection) });

export function useContent(collection: ContentCollection) {
  return useQuery(contentQuery(collection));
}

export function saveContentEntry(id: number, values: Record<string, string>) {
  return api.patch<AdminContentEntry>(`/api/admin/content/${id}`, { values });
}

export function useSaveContentEntry(collection: ContentCollection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; values: Record<string, string> }) =>
      saveContentEntry(input.id, input.values),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: adminKeys.content(collection) }),
  });
}

export function uploadContentMedia(file: File): Promise<ContentMedia> {
  return api.post<ContentMedia>(
    withQuery('/api/admin/content/media', { fileName: file.name }),
    file,
  );
}

export function useUploadContentMedia() {
  return useMutation({ mutationFn: uploadContentMedia });
}

/** Uploaded images are previewed through the console's own route, whatever serves /cms. */
export function contentPreviewUrl(value: string): string | null {
  const uploaded = /^\/cms\/uploads\/(\d+)$/.exec(value);
  if (uploaded) return `/api/admin/content/media/${uploaded[1]}`;
  return value.startsWith('/') || value.startsWith('https://') ? value : null;
}
