import type { Notification } from '@screenspot/contracts/notification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** Marks one of the customer's notifications read (POST /api/notification/readAll, body id). */
export function readNotification(id: number): Promise<Notification> {
  return api.post<Notification>('/api/notification/readAll', { id });
}

export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotification,
    onSuccess: (read) => {
      queryClient.setQueryData<Notification[]>(notificationKeys.list, (list) =>
        list?.map((n) => (n.id === read.id ? read : n)),
      );
      queryClient.setQueryData(notificationKeys.unread, (current: { count: number } | undefined) =>
        current ? { count: Math.max(0, current.count - 1) } : current,
      );
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unread });
    },
  });
}
