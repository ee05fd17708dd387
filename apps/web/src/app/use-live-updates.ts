import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Keeps open pages current: the service streams what changed (GET /api/events) and the page
 * refetches exactly that (live-updates.ts). That code is a chunk of its own, fetched once someone
 * is signed in: a visitor's first visit never runs it.
 */
export function useLiveUpdates(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let close: (() => void) | undefined;
    let ended = false;
    import('./live-updates').then(
      ({ openLiveUpdates }) => {
        if (!ended) close = openLiveUpdates(queryClient);
      },
      // Without its chunk (a dropped connection) the page works on; the next page tries again.
      () => undefined,
    );
    return () => {
      ended = true;
      close?.();
    };
  }, [enabled, queryClient]);
}
