import { useEffect } from 'react';

/**
 * Marks the page as running once the page inside a layout has rendered or hydrated: a page the
 * server rendered shows before its script runs, and is answered only from then on.
 */
export function AppRunning() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
