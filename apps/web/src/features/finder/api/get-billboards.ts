import type { Billboard } from '@screenspot/contracts/billboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import type { FinderFilters } from '../hooks/use-finder-filters';

export const billboardsKey = ['billboards'] as const;

export function getBillboards(filters: FinderFilters): Promise<Billboard[]> {
  return api.get<Billboard[]>(
    withQuery('/api/leds/getAll', {
      location: filters.location.trim(),
      boardName: filters.boardName.trim(),
      categoryId: filters.categoryId,
    }),
  );
}

export function billboardsQuery(filters: FinderFilters) {
  return queryOptions({
    queryKey: [...billboardsKey, filters],
    queryFn: () => getBillboards(filters),
  });
}

/** The screens matching the filters; the previous list stays on screen while the next loads. */
export function useBillboards(filters: FinderFilters) {
  return useQuery({ ...billboardsQuery(filters), placeholderData: keepPreviousData });
}
