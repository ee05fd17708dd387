import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type FinderFilters = {
  location: string;
  boardName: string;
  /** A segment's categoryId, or '' for every segment. */
  categoryId: string;
  /** An advert category the screens must accept (decision 0047), or '' for any. */
  accepts: string;
};

const keys = ['location', 'boardName', 'categoryId', 'accepts'] as const;

/**
 * The finder's filters live in the URL (?location=&boardName=&categoryId=), so a search can be
 * shared, survives a reload, and the header search lands on it. Changing a text filter clears the
 * segment, as the spec asks.
 */
export function useFinderFilters() {
  const [params, setParams] = useSearchParams();
  const location = params.get('location') ?? '';
  const boardName = params.get('boardName') ?? '';
  const categoryId = params.get('categoryId') ?? '';
  const accepts = params.get('accepts') ?? '';
  const filters = useMemo<FinderFilters>(
    () => ({ location, boardName, categoryId, accepts }),
    [location, boardName, categoryId, accepts],
  );

  const update = useCallback(
    (change: Partial<FinderFilters>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const changed = (key: 'location' | 'boardName') =>
            change[key] !== undefined && change[key] !== (current.get(key) ?? '');
          const textChanged = changed('location') || changed('boardName');
          // A segment chosen in the same change stays.
          const clearSegment = textChanged && change.categoryId === undefined;
          const merged = { ...change, ...(clearSegment ? { categoryId: '' } : {}) };
          for (const key of keys) {
            const value = merged[key];
            if (value === undefined) continue;
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { filters, update, search: params.toString() };
}
