import type { OrderPermits, Permit, ScreenPermitRule } from '@screenspot/contracts/permits';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PermitForm } from '../../../components/forms/permit-fields';
import { api } from '../../../lib/api-client';

const orderPermitsKey = (orderId: number) => ['admin', 'order', orderId, 'permits'] as const;
const screenPermitsKey = (screenId: number) => ['admin', 'screen', screenId, 'permits'] as const;

/** An order's permits and the booked days none covers, as the moderator sees them. */
export function useOrderPermits(orderId: number) {
  return useQuery({
    queryKey: orderPermitsKey(orderId),
    queryFn: () => api.get<OrderPermits>(`/api/admin/orders/${orderId}/permits`),
  });
}

type ScreenPermits = ScreenPermitRule & { permits: Permit[] };

/** Whether a screen requires permits, and its blanket permits. */
export function useScreenPermits(screenId: number) {
  return useQuery({
    queryKey: screenPermitsKey(screenId),
    queryFn: () => api.get<ScreenPermits>(`/api/admin/screens/${screenId}/permits`),
  });
}

export function useSavePermitRule(screenId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: ScreenPermitRule) =>
      api.put<ScreenPermitRule>(`/api/admin/screens/${screenId}/permit-rule`, rule),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screenPermitsKey(screenId) }),
  });
}

/** The shared permit fields, and the advertiser the blanket permit is for. */
export type BlanketPermitForm = PermitForm & { customerId: string };

/** A blanket permit for the screen and one advertiser, with its PDF when one is chosen. */
export function useAddBlanketPermit(screenId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (permit: BlanketPermitForm) => {
      const form = new FormData();
      for (const name of ['customerId', 'number', 'authority', 'validFrom', 'validTo'] as const) {
        form.append(name, permit[name]);
      }
      if (permit.document) form.append('document', permit.document, permit.document.name);
      return api.post<Permit>(`/api/admin/screens/${screenId}/permits`, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screenPermitsKey(screenId) }),
  });
}
