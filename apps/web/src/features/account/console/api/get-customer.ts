import type { AdminCustomerDetail } from '@screenspot/contracts/admin-customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../../components/console/keys';

export function getCustomer(id: number): Promise<AdminCustomerDetail> {
  return api.get<AdminCustomerDetail>(`/api/admin/customers/${id}`);
}

export const customerQuery = (id: number) =>
  queryOptions({ queryKey: adminKeys.customer(id), queryFn: () => getCustomer(id) });

export function useCustomer(id: number) {
  return useQuery(customerQuery(id));
}
