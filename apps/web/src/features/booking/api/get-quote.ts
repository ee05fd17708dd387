import type { Quote } from '@screenspot/contracts/booking-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ScheduleChoice } from '../schedule';

/** POST /api/quote: the price of one or more screens' schedules, cell by cell, with VAT. */
export function getQuote(items: (ScheduleChoice & { ledId: number })[]): Promise<Quote> {
  return api.post<Quote>('/api/quote', { items });
}

export function useQuote(items: (ScheduleChoice & { ledId: number })[] | null) {
  return useQuery({
    queryKey: ['quote', items],
    queryFn: () => getQuote(items!),
    enabled: items !== null && items.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
