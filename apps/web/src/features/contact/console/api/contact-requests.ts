import type { AdminContactRequest, ContactFilter } from '@screenspot/contracts/admin-contact';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../../lib/api-client';
import { useListChange } from '../../../../lib/use-list-change';
import { adminKeys } from '../../../../components/console/keys';

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

/** The console's summary counts the open requests, so it is read again too. */
export function useSetHandled() {
  return useListChange(
    [adminKeys.contact, adminKeys.summary],
    (input: { id: number; handled: boolean }) => setHandled(input.id, input.handled),
  );
}
