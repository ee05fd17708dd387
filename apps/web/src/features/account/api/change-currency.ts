import type { DisplayCurrency } from '@screenspot/contracts/currency';
import type { Customer } from '@screenspot/contracts/customer';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/user/currency: the currency prices are shown in, kept in the profile. */
export function changeCurrency(currency: DisplayCurrency): Promise<Customer> {
  return api.post<Customer>('/api/user/currency', { currency });
}

export function useChangeCurrency() {
  return useMutation({ mutationFn: changeCurrency });
}
