import type { Customer } from '@screenspot/contracts/customer';
import { useEffect } from 'react';
import { setDisplayCurrency } from '../../lib/display-currency';

/**
 * A signed-in customer sees prices in the currency kept in their profile; visitors and operators
 * (whose console works in the currency of record) in US dollars.
 */
export function useProfileCurrency(customer: Customer | null | undefined): void {
  const currency = customer?.role === 'customer' ? customer.currency : 'USD';
  useEffect(() => setDisplayCurrency(currency), [currency]);
}
