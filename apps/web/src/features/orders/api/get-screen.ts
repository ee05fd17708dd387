import type { Screen } from '@screenspot/contracts/screen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';

/** GET /api/leds?ledId= — the screen a video is being uploaded for. */
export function getScreen(ledId: number): Promise<Screen> {
  return api.get<Screen>(withQuery('/api/leds', { ledId }));
}

export const screenQuery = (ledId: number) =>
  queryOptions({ queryKey: ['screen', ledId], queryFn: () => getScreen(ledId) });

export function useScreen(ledId: number | null) {
  return useQuery({ ...screenQuery(ledId ?? 0), enabled: ledId !== null });
}
