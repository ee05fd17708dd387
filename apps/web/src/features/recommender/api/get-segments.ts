import type { Category } from '@screenspot/contracts/billboard';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The catalogue's audience segments, for the segment choice. */
export function useSegments() {
  return useQuery({
    queryKey: ['categories'],
    queryFn: () => api.get<Category[]>('/api/leds/getCategories'),
    staleTime: 5 * 60_000,
  });
}
