import type { Customer } from '@screenspot/contracts/customer';
import type { SecondFactorTicket } from '@screenspot/contracts/second-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adoptProfileLanguage } from '../../../lib/profile-language';
import { setSessionFlag } from '../../../lib/session';
import { currentCustomerKey } from './get-current-customer';

export type LoginBody = { username: string; password: string };

/** POST /api/login: the customer, or a ticket when an operator's second factor comes next. */
export function login(body: LoginBody): Promise<Customer | SecondFactorTicket> {
  return api.post<Customer | SecondFactorTicket>('/api/login', new URLSearchParams(body));
}

/** POST /api/login/second-factor: the ticket and the authenticator's code open the session. */
export function loginSecondFactor(body: { ticket: string; code: string }): Promise<Customer> {
  return api.post<Customer>('/api/login/second-factor', body);
}

export function needsSecondFactor(
  result: Customer | SecondFactorTicket,
): result is SecondFactorTicket {
  return 'ticket' in result;
}

/** Signs in, sets the session flag and primes the header's customer. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      if (needsSecondFactor(result)) return;
      setSessionFlag();
      queryClient.setQueryData(currentCustomerKey, result);
      return adoptProfileLanguage(result).then((customer) =>
        queryClient.setQueryData(currentCustomerKey, customer),
      );
    },
  });
}

export function useLoginSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginSecondFactor,
    onSuccess: (customer) => {
      setSessionFlag();
      queryClient.setQueryData(currentCustomerKey, customer);
      return adoptProfileLanguage(customer).then((kept) =>
        queryClient.setQueryData(currentCustomerKey, kept),
      );
    },
  });
}
