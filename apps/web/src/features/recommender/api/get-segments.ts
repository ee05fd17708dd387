import type { Segment } from '@screenspot/contracts/screen';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The catalogue's audience segments, for the segment choice. */
export function useSegments() {
  return useQuery({
    queryKey: ['segments'],
    queryFn: () => api.get<Segment[]>('/api/leds/getCategories'),
    staleTime: 5 * 60_000,
  });
}
