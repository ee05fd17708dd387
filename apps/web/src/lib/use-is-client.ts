import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a page rendered on the server is rendered or hydrated, true from then on (and at once
 * for a page rendered in the browser): for what only a browser can show, such as a portal.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
