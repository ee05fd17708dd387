import { totalCountCappedHeader, totalCountHeader } from '@screenspot/contracts/total-count';
import type { Screen } from '@screenspot/contracts/screen';
import { keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import {
  localeParam,
  useContentLanguage,
  type ContentLanguage,
} from '../../../lib/content-language';
import type { FinderFilters } from '../hooks/use-finder-filters';

export const screensKey = ['screens'] as const;

/** Cards shown at first and added by each "Show more". */
export const finderPageSize = 24;

/** One page of cards and the total; `capped` when more match than the server counts. */
export type ScreenPage = { items: Screen[]; total: number; capped: boolean };

export function filterQuery(filters: FinderFilters) {
  return {
    location: filters.location.trim(),
    boardName: filters.boardName.trim(),
    categoryId: filters.categoryId,
    accepts: filters.accepts,
  };
}

export async function getScreenPage(
  filters: FinderFilters,
  page: number,
  language: ContentLanguage = 'en',
): Promise<ScreenPage> {
  const { data, headers } = await api.getWithHeaders<Screen[]>(
    withQuery('/api/leds/getAll', {
      ...filterQuery(filters),
      page,
      size: finderPageSize,
      locale: localeParam(language),
    }),
  );
  const total = Number(headers.get(totalCountHeader));
  return {
    items: data,
    total: Number.isFinite(total) ? total : data.length,
    capped: headers.get(totalCountCappedHeader) === 'true',
  };
}

/**
 * The screens matching the filters, a page at a time, in the page's language; the previous list
 * stays on screen while the next search loads.
 */
export function useScreens(filters: FinderFilters) {
  const language = useContentLanguage();
  return useInfiniteQuery({
    queryKey: [...screensKey, filters, language],
    queryFn: ({ pageParam }) => getScreenPage(filters, pageParam, language),
    initialPageParam: 0,
    // Past a capped total, more follow as long as the pages come full.
    getNextPageParam: (last, pages) =>
      pages.length * finderPageSize < last.total ||
      (last.capped && last.items.length === finderPageSize)
        ? pages.length
        : undefined,
    placeholderData: keepPreviousData,
  });
}

/** Every screen already loaded in any finder list. */
export function loadedScreens(data: InfiniteData<ScreenPage> | undefined): Screen[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}
