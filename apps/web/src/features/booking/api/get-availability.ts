import type { Availability, ScreenLoopInfo } from '@screenspot/contracts/booking-api';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';

/** GET /api/leds/availability: free spots per day and daypart (public, at most 92 days). */
export function getAvailability(ledId: number, from: string, to: string): Promise<Availability> {
  return api.get<Availability>(withQuery('/api/leds/availability', { ledId, from, to }));
}

export function useAvailability(ledId: number, from: string, to: string) {
  return useQuery({
    queryKey: ['availability', ledId, from, to],
    queryFn: () => getAvailability(ledId, from, to),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/leds?ledId=: the screen's loop, opening hours and the dayparts it sells. */
export function useScreenLoop(ledId: number) {
  return useQuery({
    queryKey: ['screen-loop', ledId],
    queryFn: () =>
      api.get<ScreenLoopInfo & { billboardName: string; price: number; duration: number }>(
        withQuery('/api/leds', { ledId }),
      ),
  });
}

/** Each booked screen's size and longest video, for sharing one video among screens of a size. */
export function useScreensInfo(
  ledIds: number[],
): Record<number, { size: string; duration: number }> {
  const results = useQueries({
    queries: ledIds.map((ledId) => ({
      queryKey: ['screen-loop', ledId],
      queryFn: () =>
        api.get<ScreenLoopInfo & { billboardName: string; size: string; duration: number }>(
          withQuery('/api/leds', { ledId }),
        ),
    })),
  });
  const info: Record<number, { size: string; duration: number }> = {};
  results.forEach((result, index) => {
    if (result.data)
      info[ledIds[index]!] = { size: result.data.size, duration: result.data.duration };
  });
  return info;
}
