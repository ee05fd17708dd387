import type { Customer } from '@screenspot/contracts/customer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiRequestError } from '../../../lib/api-client';
import { clearSessionFlag, setSessionFlag } from '../../../lib/session';

export const currentCustomerKey = ['current-customer'] as const;

let sessionEnded = false;

/** True once the server said this tab's session has ended (expired or signed out elsewhere). */
export function hasSessionEnded(): boolean {
  return sessionEnded;
}

export function markSessionEnded(ended: boolean): void {
  sessionEnded = ended;
}

/**
 * The signed-in customer, or null for a visitor. Each tab asks the server once: the session cookie
 * decides, the session-storage flag is only kept in step with the answer.
 */
export async function getCurrentCustomer(): Promise<Customer | null> {
  try {
    const customer = await api.get<Customer | undefined>('/api/authenticated/customer?visitor=ok');
    if (!customer) {
      clearSessionFlag();
      return null;
    }
    setSessionFlag();
    sessionEnded = false;
    return customer;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      clearSessionFlag();
      sessionEnded = true;
      return null;
    }
    throw error;
  }
}

export const currentCustomerQuery = queryOptions({
  queryKey: currentCustomerKey,
  queryFn: getCurrentCustomer,
  staleTime: Infinity,
});

export function useCurrentCustomer() {
  return useQuery(currentCustomerQuery);
}

/** Whether someone is signed in: null until the session has been asked. */
export function useSignedIn(): boolean | null {
  const { data: customer, isPending } = useCurrentCustomer();
  return isPending ? null : Boolean(customer);
}
