import type { AdminContactRequest, ContactFilter } from '@screenspot/contracts/admin-contact';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function getContactRequests(handled: ContactFilter): Promise<AdminContactRequest[]> {
  return api.get<AdminContactRequest[]>(withQuery('/api/admin/contact-requests', { handled }));
}

export const contactRequestsQuery = (handled: ContactFilter) =>
  queryOptions({
    queryKey: [...adminKeys.contact, handled],
    queryFn: () => getContactRequests(handled),
    refetchInterval: 60_000,
  });

export function useContactRequests(handled: ContactFilter) {
  return useQuery(contactRequestsQuery(handled));
}

export function setHandled(id: number, handled: boolean): Promise<AdminContactRequest> {
  return api.patch<AdminContactRequest>(`/api/admin/contact-requests/${id}`, { handled });
}

export function useSetHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; handled: boolean }) => setHandled(input.id, input.handled),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.contact });
      void queryClient.invalidateQueries({ queryKey: adminKeys.summary });
    },
  });
}
