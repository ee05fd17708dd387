import type { Recommendation, RecommendationRequest } from '@screenspot/contracts/recommendation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/recommendations: a proposal for the request (null: nothing asked yet). */
export function useRecommendation(request: RecommendationRequest | null) {
  return useQuery({
    queryKey: ['recommendation', request],
    queryFn: () => api.post<Recommendation>('/api/recommendations', request!),
    enabled: request !== null,
    retry: false,
    // Free spots change as others book: a proposal is asked for afresh, never reused from a cache.
    gcTime: 0,
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  });
}
