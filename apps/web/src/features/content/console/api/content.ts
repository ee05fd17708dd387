import {
  uploadIdOf,
  type AdminContentEntry,
  type ContentCollection,
  type ContentMedia,
} from '@screenspot/contracts/admin-content';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, withQuery } from '../../../../lib/api-client';
import { adminKeys } from '../../../../components/console/keys';

export function getContent(collection: ContentCollection): Promise<AdminContentEntry[]> {
  return api.get<AdminContentEntry[]>(withQuery('/api/admin/content', { collection }));
}

export const contentQuery = (collection: ContentCollection) =>
  queryOptions({ queryKey: adminKeys.content(collection), queryFn: () => getContent(collection) });

export function useContent(collection: ContentCollection) {
  return useQuery(contentQuery(collection));
}

export type ContentLocale = 'en' | 'ar';

/** Saves texts of one language: English by default, or the Arabic version. */
export function saveContentEntry(
  id: number,
  values: Record<string, string>,
  locale: ContentLocale = 'en',
) {
  return api.patch<AdminContentEntry>(
    `/api/admin/content/${id}`,
    locale === 'en' ? { values } : { values, locale },
  );
}

/** Saves the changed texts of each language; the English ones first. */
export function useSaveContentEntry(collection: ContentCollection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      id: number;
      values: Record<string, string>;
      arabic?: Record<string, string>;
    }) => {
      let saved: AdminContentEntry | null = null;
      if (Object.keys(input.values).length) saved = await saveContentEntry(input.id, input.values);
      if (input.arabic && Object.keys(input.arabic).length) {
        saved = await saveContentEntry(input.id, input.arabic, 'ar');
      }
      return saved;
    },
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
  const uploaded = uploadIdOf(value);
  if (uploaded !== null) return `/api/admin/content/media/${uploaded}`;
  return value.startsWith('/') || value.startsWith('https://') ? value : null;
}
