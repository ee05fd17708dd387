import type { AdminScreen } from '@screenspot/contracts/admin-screens';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import { adminKeys } from './keys';

export type PagedScreens = { items: AdminScreen[]; total: number; page: number; size: number };
export type ScreensQuery = { q?: string; page?: number; size?: number };

export function getScreens(query: ScreensQuery): Promise<PagedScreens> {
  return api.get<PagedScreens>(withQuery('/api/admin/screens', query));
}

export const screensQuery = (query: ScreensQuery) =>
  queryOptions({
    queryKey: [...adminKeys.screens, query],
    queryFn: () => getScreens(query),
    placeholderData: keepPreviousData,
  });

export function useScreens(query: ScreensQuery) {
  return useQuery(screensQuery(query));
}

/** The screen's current image, through the console (the ETag busts the browser cache). */
export const screenImageUrl = (screen: Pick<AdminScreen, 'id' | 'imageEtag'>) =>
  screen.imageEtag
    ? `/api/admin/screens/${screen.id}/image?v=${encodeURIComponent(screen.imageEtag.replace(/"/g, ''))}`
    : null;
