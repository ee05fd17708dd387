import type { ScreenLoopInfo } from '@screenspot/contracts/booking-api';
import type { DaypartId } from '@screenspot/contracts/booking';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@screenspot/contracts/admin';
import type { AdminScreen } from '@screenspot/contracts/admin-screens';
import { adminKeys } from '../../../../components/console/keys';
import { pageQuery } from '../../../../components/console/page-query';
import { api, withQuery } from '../../../../lib/api-client';

export type Multipliers = Record<DaypartId, number>;
export type Occupancy = {
  ledId: number;
  timezone: string;
  days: {
    date: string;
    dayparts: { id: DaypartId; booked: number; held: number; free: number; total: number }[];
  }[];
};
export type LoopSettings = {
  slotsPerLoop: number;
  houseSlots: number;
  openingHours: { open: string; close: string };
  /** On Ramadan dates, sell pre_iftar and after_iftar in place of evening and night. */
  ramadanDayparts?: boolean;
  ramadanMultipliers?: { pre_iftar: number; after_iftar: number };
};

/**
 * GET /api/admin/screens: the screens whose loop can be set, the first hundred (the same query,
 * and cache, as the screens list's first page of that size).
 */
export function useScreenChoices() {
  return useQuery(
    pageQuery<Page<AdminScreen>>(adminKeys.screens, '/api/admin/screens', { size: 100 }),
  );
}

/** GET/PUT /api/admin/dayparts: the price multiplier of each daypart. */
export function useMultipliers() {
  return useQuery({
    queryKey: ['admin', 'dayparts'],
    queryFn: () => api.get<Multipliers>('/api/admin/dayparts'),
  });
}

export function useSaveMultipliers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Multipliers) => api.put<Multipliers>('/api/admin/dayparts', values),
    onSuccess: (data) => queryClient.setQueryData(['admin', 'dayparts'], data),
  });
}

/** GET/PUT /api/admin/screens/:id/loop: slots per loop, house slots and opening hours. */
export function useLoop(screenId: number | null) {
  return useQuery({
    queryKey: ['admin', 'loop', screenId],
    queryFn: () => api.get<ScreenLoopInfo>(`/api/admin/screens/${screenId}/loop`),
    enabled: screenId !== null,
  });
}

export function useSaveLoop(screenId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: LoopSettings) =>
      api.put<ScreenLoopInfo>(`/api/admin/screens/${screenId}/loop`, values),
    onSuccess: (data) => {
      queryClient.setQueryData(['admin', 'loop', screenId], data);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'occupancy', screenId] });
    },
  });
}

/** GET /api/admin/screens/:id/occupancy: booked, held and free per day and daypart. */
export function useOccupancy(screenId: number | null, from: string, to: string) {
  return useQuery({
    queryKey: ['admin', 'occupancy', screenId, from, to],
    queryFn: () =>
      api.get<Occupancy>(withQuery(`/api/admin/screens/${screenId}/occupancy`, { from, to })),
    enabled: screenId !== null,
  });
}
