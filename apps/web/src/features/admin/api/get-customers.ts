import type { PagedCustomers } from '@screenspot/contracts/admin-customers';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from './keys';
import { pageQuery } from './page-query';

export type CustomersQuery = { q?: string; page?: number; size?: number };

/** GET /api/admin/customers — a page of customers, searched. */
export function useCustomers(query: CustomersQuery) {
  return useQuery(pageQuery<PagedCustomers>(adminKeys.customers, '/api/admin/customers', query));
}
