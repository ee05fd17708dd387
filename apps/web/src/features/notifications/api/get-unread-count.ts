import type { UnreadCount } from '@screenspot/contracts/notification';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../../lib/api-client';
import { notificationKeys, notificationPollMs } from './keys';

/** A small answer polled by every signed-in page; the database is shared, so any instance knows. */
export function getUnreadCount(): Promise<UnreadCount> {
  return api.get<UnreadCount>('/api/notification/unreadCount');
}

export const unreadCountQuery = queryOptions({
  queryKey: notificationKeys.unread,
  queryFn: getUnreadCount,
  refetchInterval: notificationPollMs,
  staleTime: 5_000,
});

/** The unread count; when it grows, the list is fetched again so an open tab shows the newcomer. */
export function useUnreadCount(enabled = true) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...unreadCountQuery, enabled });
  const previous = useRef<number | undefined>(undefined);
  const count = query.data?.count;
  useEffect(() => {
    if (count !== undefined && previous.current !== undefined && count > previous.current) {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
    }
    previous.current = count;
  }, [count, queryClient]);
  return query;
}
