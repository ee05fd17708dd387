import {
  defaultDisplayCurrency,
  isDisplayCurrency,
  type DisplayCurrency,
} from '@screenspot/contracts/currency';
import { useSyncExternalStore } from 'react';

// The currency prices are shown in: the signed-in customer's choice (kept in their profile), US
// dollars otherwise. One value for the page, so every price on it changes together.

let current: DisplayCurrency = defaultDisplayCurrency;
const listeners = new Set<() => void>();

export function displayCurrency(): DisplayCurrency {
  return current;
}

export function setDisplayCurrency(currency: unknown): void {
  const next = isDisplayCurrency(currency) ? currency : defaultDisplayCurrency;
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The currency in use; the component renders again when it changes. */
export function useDisplayCurrency(): DisplayCurrency {
  // The server renders in dollars; the customer's choice applies once the page knows them.
  return useSyncExternalStore(subscribe, displayCurrency, () => defaultDisplayCurrency);
}
