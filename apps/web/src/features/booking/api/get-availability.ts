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

/**
 * Each day's share of spots still free (0 to 1) across the screens and dayparts: the least free
 * of them, so a day reads full as soon as one of the screens is. Days not yet read count as free.
 */
export function useFreeShare(
  ledIds: number[],
  dayparts: readonly string[],
  from: string,
  to: string,
): (date: string) => number {
  const results = useQueries({
    queries: ledIds.map((ledId) => ({
      queryKey: ['availability', ledId, from, to],
      queryFn: () => getAvailability(ledId, from, to),
    })),
  });
  const shares = new Map<string, number>();
  for (const result of results) {
    for (const day of result.data?.days ?? []) {
      for (const part of day.dayparts) {
        if (!dayparts.includes(part.id) || part.total <= 0) continue;
        const share = part.free / part.total;
        shares.set(day.date, Math.min(shares.get(day.date) ?? 1, share));
      }
    }
  }
  return (date) => shares.get(date) ?? 1;
}
