import type { OrderPermits, Permit } from '@screenspot/contracts/permits';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { permitFormData, type PermitForm } from '../../../components/forms/permit-fields';
import { api } from '../../../lib/api-client';
import { ordersKey } from './get-orders';

export const orderPermitsKey = (id: number) => [...ordersKey, id, 'permits'] as const;

/** GET /api/order/:id/permits: the order's permits and the booked days none covers. */
export function useOrderPermits(id: number) {
  return useQuery({
    queryKey: orderPermitsKey(id),
    queryFn: () => api.get<OrderPermits>(`/api/order/${id}/permits`),
  });
}

/** POST /api/order/:id/permits: the fields, and the PDF when one is chosen, as one form. */
export function addOrderPermit(id: number, permit: PermitForm): Promise<Permit> {
  return api.post<Permit>(`/api/order/${id}/permits`, permitFormData(permit));
}

export function useAddOrderPermit(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (permit: PermitForm) => addOrderPermit(id, permit),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderPermitsKey(id) }),
  });
}

/** PUT /api/order/:id/permits/:permitId: new fields, and a new PDF when one is chosen. */
export function useChangeOrderPermit(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ permitId, permit }: { permitId: number; permit: PermitForm }) =>
      api.put<Permit>(`/api/order/${id}/permits/${permitId}`, permitFormData(permit)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderPermitsKey(id) }),
  });
}

/** DELETE /api/order/:id/permits/:permitId. */
export function useRemoveOrderPermit(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (permitId: number) => api.delete<null>(`/api/order/${id}/permits/${permitId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderPermitsKey(id) }),
  });
}
