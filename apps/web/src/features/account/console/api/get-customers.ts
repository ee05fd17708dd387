import type { PagedCustomers } from '@screenspot/contracts/admin-customers';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../../components/console/keys';
import { pageQuery } from '../../../../components/console/page-query';

export type CustomersQuery = { q?: string; page?: number; size?: number };

/** GET /api/admin/customers — a page of customers, searched. */
export function useCustomers(query: CustomersQuery) {
  return useQuery(pageQuery<PagedCustomers>(adminKeys.customers, '/api/admin/customers', query));
}
