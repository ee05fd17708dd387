import type { DisplayCurrency } from '@screenspot/contracts/currency';
import { createContext, useContext } from 'react';

/**
 * The currency prices are shown in: the signed-in customer's choice (kept in their profile), given
 * by the app's layout; US dollars otherwise (visitors, and the console, which works in the
 * currency of record). Every price under the layout changes with it.
 */
export const DisplayCurrencyContext = createContext<DisplayCurrency>('USD');

export const useDisplayCurrency = (): DisplayCurrency => useContext(DisplayCurrencyContext);
