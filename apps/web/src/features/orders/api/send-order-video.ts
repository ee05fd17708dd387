import type { Order } from '@screenspot/contracts/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appendSchedule, sendOrderForm, type SendOptions } from './create-order';
import { ordersKey } from './get-orders';

type SendOrderVideoInput = SendOptions & {
  orderId: number;
  video: File;
  /** New dates for the same order, when its own are no longer free. */
  schedule?: { startDate: string; endDate: string; dayparts: string[]; spotsPerLoop: number };
};

/**
 * POST /api/order with orderId: a new video for the customer's own order. A rejected order goes
 * back to review (its cells held again, or the new dates'); one in review has its video swapped.
 */
export function sendOrderVideo({ orderId, video, schedule, ...options }: SendOrderVideoInput) {
  const form = new FormData();
  form.append('orderId', String(orderId));
  if (schedule) appendSchedule(form, schedule);
  form.append('video', video, video.name);
  return sendOrderForm(form, options);
}

export function useSendOrderVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendOrderVideo,
    onSuccess: (order: Order) => {
      queryClient.setQueryData([...ordersKey, order.id], order);
      return queryClient.invalidateQueries({ queryKey: ordersKey });
    },
  });
}
