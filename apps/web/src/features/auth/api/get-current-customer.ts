import type { Customer } from '@screenspot/contracts/customer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiRequestError } from '../../../lib/api-client';
import { clearSessionFlag, hasSessionFlag } from '../../../lib/session';

export const currentCustomerKey = ['current-customer'] as const;

/** The signed-in customer, or null for a visitor (asked only when the session flag is set). */
export async function getCurrentCustomer(): Promise<Customer | null> {
  if (!hasSessionFlag()) return null;
  try {
    return await api.get<Customer>('/api/authenticated/customer');
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      clearSessionFlag();
      return null;
    }
    console.error(error);
    return null;
  }
}

export const currentCustomerQuery = queryOptions({
  queryKey: currentCustomerKey,
  queryFn: getCurrentCustomer,
  staleTime: 5 * 60_000,
});

export function useCurrentCustomer() {
  return useQuery(currentCustomerQuery);
}
