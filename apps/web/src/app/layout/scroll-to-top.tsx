import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The spec: the layout scrolls to the top on every route change. A navigation that only opens or
 * closes an overlay (e.g. a detail modal) passes `state: { keepScroll: true }` to stay in place.
 */
export function ScrollToTop() {
  const { pathname, state } = useLocation();
  const keepScroll = (state as { keepScroll?: boolean } | null)?.keepScroll === true;
  useEffect(() => {
    if (!keepScroll) window.scrollTo(0, 0);
    // Only a new path scrolls; the flag is read as it is at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
