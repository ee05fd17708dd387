import type { Notification } from '@screenspot/contracts/notification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys, notificationPollMs } from './keys';

/** The customer's notifications, newest first (GET /api/notification/getAll). */
export function getNotifications(): Promise<Notification[]> {
  return api.get<Notification[]>('/api/notification/getAll');
}

/** Asked again while the tab is open, so a new notification appears without a reload. */
export const notificationsQuery = queryOptions({
  queryKey: notificationKeys.list,
  queryFn: getNotifications,
  refetchInterval: notificationPollMs,
  staleTime: 0,
});

export function useNotifications() {
  return useQuery(notificationsQuery);
}
