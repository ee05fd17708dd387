import type { Page } from '@screenspot/contracts/admin';
import type { AdminScreen } from '@screenspot/contracts/admin-screens';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../../components/console/keys';
import { pageQuery } from '../../../../components/console/page-query';

export type ScreensQuery = { q?: string; page?: number; size?: number };

/** GET /api/admin/screens — a page of screens, searched. */
export function useScreens(query: ScreensQuery) {
  return useQuery(pageQuery<Page<AdminScreen>>(adminKeys.screens, '/api/admin/screens', query));
}

/** The screen's current image, through the console (the ETag busts the browser cache). */
export const screenImageUrl = (screen: Pick<AdminScreen, 'id' | 'imageEtag'>) =>
  screen.imageEtag
    ? `/api/admin/screens/${screen.id}/image?v=${encodeURIComponent(screen.imageEtag.replace(/"/g, ''))}`
    : null;
