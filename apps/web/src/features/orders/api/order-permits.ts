import type { OrderPermits, Permit } from '@screenspot/contracts/permits';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PermitForm } from '../../../components/forms/permit-fields';
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
  const form = new FormData();
  form.append('number', permit.number);
  form.append('authority', permit.authority);
  form.append('validFrom', permit.validFrom);
  form.append('validTo', permit.validTo);
  if (permit.document) form.append('document', permit.document, permit.document.name);
  return api.post<Permit>(`/api/order/${id}/permits`, form);
}

export function useAddOrderPermit(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (permit: PermitForm) => addOrderPermit(id, permit),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderPermitsKey(id) }),
  });
}
