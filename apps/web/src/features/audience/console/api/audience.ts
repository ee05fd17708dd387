import type { AudienceProfile, AudienceProfileInput } from '@screenspot/contracts/audience-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiRequestError, withQuery } from '../../../../lib/api-client';

const key = (screenId: number) => ['admin', 'audience', screenId] as const;

/** GET /api/admin/screens/:id/audience; null when the screen has no profile yet. */
export function useAudienceProfile(screenId: number) {
  return useQuery({
    queryKey: key(screenId),
    queryFn: async () => {
      try {
        return await api.get<AudienceProfile>(`/api/admin/screens/${screenId}/audience`);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** PUT the grid as JSON, or a CSV file as is; either answers the saved profile. */
export function useSaveAudienceProfile(screenId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        { kind: 'grid'; body: AudienceProfileInput } | { kind: 'csv'; file: Blob; source?: string },
    ) =>
      input.kind === 'grid'
        ? api.put<AudienceProfile>(`/api/admin/screens/${screenId}/audience`, input.body)
        : api.put<AudienceProfile>(
            withQuery(`/api/admin/screens/${screenId}/audience/csv`, { source: input.source }),
            input.file,
          ),
    onSuccess: (profile) => {
      queryClient.setQueryData(key(screenId), profile);
      void queryClient.invalidateQueries({ queryKey: ['audience', screenId] });
    },
  });
}
