import type { Order } from '@screenspot/contracts/order';
import type {
  OrderControls,
  ScheduleChangeAnswer,
  ScheduleChangeRequest,
} from '@screenspot/contracts/order-control';
import type { RefundAnswer } from '@screenspot/contracts/payment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ordersKey } from './get-orders';

/** POST /api/order/:id/pause and /resume. */
export function setOrderPaused(id: number, paused: boolean): Promise<OrderControls> {
  return api.post<OrderControls>(`/api/order/${id}/${paused ? 'pause' : 'resume'}`);
}

/** POST /api/order/:id/end: the unplayed dayparts are refunded by credit note. */
export function endOrderNow(id: number): Promise<RefundAnswer> {
  return api.post<RefundAnswer>(`/api/order/${id}/end`);
}

/** POST /api/order/:id/schedule: a new quote, capacity moved all or nothing. */
export function changeSchedule(
  id: number,
  schedule: ScheduleChangeRequest,
): Promise<ScheduleChangeAnswer> {
  return api.post<ScheduleChangeAnswer>(`/api/order/${id}/schedule`, schedule);
}

/** POST /api/order with orderId: a new video for a paid order, moderated before it plays. */
export function replaceVideo(id: number, video: File): Promise<Order> {
  const form = new FormData();
  form.append('orderId', String(id));
  form.append('video', video, video.name);
  return api.post<Order>('/api/order', form);
}

/** Every change refreshes the order, its history and its controls. */
export function useControlOrder<TInput, TAnswer>(work: (input: TInput) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: work,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
