import type { Corner, DisplayArea } from '@screenspot/contracts/mockup';
import { useSaveScreenPart, useScreenPart } from './screen-part';

/** GET /api/admin/screens/:id/display-area — the corners marked on the screen's photo. */
export function useDisplayArea(screenId: number) {
  return useScreenPart<DisplayArea>(screenId, 'display-area');
}

/** PUT /api/admin/screens/:id/display-area — every mock-up of the screen is rendered again. */
export function useSaveDisplayArea(screenId: number) {
  return useSaveScreenPart<DisplayArea, Corner[]>(screenId, 'display-area', (corners) => ({
    corners,
  }));
}
