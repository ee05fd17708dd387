import type { Operator } from '@screenspot/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../components/console/keys';

/** The signed-in operator; 401 for a visitor and 403 for a customer, as the console's gate. */
export function getOperator(): Promise<Operator> {
  return api.get<Operator>('/api/admin/me');
}

export const operatorQuery = queryOptions({
  queryKey: adminKeys.me,
  queryFn: getOperator,
  staleTime: 5 * 60_000,
  retry: false,
});

export function useOperator() {
  return useQuery(operatorQuery);
}
