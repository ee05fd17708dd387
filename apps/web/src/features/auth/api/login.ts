import type { Customer } from '@screenspot/contracts/customer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setSessionFlag } from '../../../lib/session';
import { currentCustomerKey } from './get-current-customer';

export type LoginBody = { username: string; password: string };

/** POST /api/login */
export function login(body: LoginBody): Promise<Customer> {
  return api.post<Customer>('/api/login', new URLSearchParams(body));
}

/** Signs in, sets the session flag and primes the header's customer. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (customer) => {
      setSessionFlag();
      queryClient.setQueryData(currentCustomerKey, customer);
    },
  });
}
