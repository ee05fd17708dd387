import type { PagedCustomers } from '@screenspot/contracts/admin-customers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import { adminKeys } from './keys';

export type CustomersQuery = { q?: string; page?: number; size?: number };

export function getCustomers(query: CustomersQuery): Promise<PagedCustomers> {
  return api.get<PagedCustomers>(withQuery('/api/admin/customers', query));
}

export const customersQuery = (query: CustomersQuery) =>
  queryOptions({
    queryKey: [...adminKeys.customers, query],
    queryFn: () => getCustomers(query),
    placeholderData: keepPreviousData,
  });

export function useCustomers(query: CustomersQuery) {
  return useQuery(customersQuery(query));
}
