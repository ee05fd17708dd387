import type { Category } from '@screenspot/contracts/billboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getCategories(): Promise<Category[]> {
  return api.get<Category[]>('/api/leds/getCategories');
}

export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: getCategories,
  staleTime: 10 * 60_000,
});

export function useCategories() {
  return useQuery(categoriesQuery);
}
