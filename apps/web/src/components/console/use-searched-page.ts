import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const pageSize = 25;

/**
 * A searched console list's place, kept in the URL (`?q=…&page=…`): a new search starts at the
 * first page and replaces the history entry; turning a page keeps the search.
 */
export function useSearchedPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? 0) || 0;
  const onSearch = useCallback(
    (value: string) => setParams(value ? { q: value } : {}, { replace: true }),
    [setParams],
  );
  const onPage = (next: number) =>
    setParams({ ...(q ? { q } : {}), ...(next ? { page: String(next) } : {}) });
  return {
    /** What the list's API reads. */
    query: { q: q || undefined, page, size: pageSize },
    /** What SearchedTable takes. */
    table: { search: q, onSearch, page, size: pageSize, onPage },
  };
}

/**
 * A searched and filtered console list's place, kept in the URL (`?q=…&status=…&page=…`): `update`
 * sets or clears the given parameters and, unless it sets `page`, starts again at the first page;
 * it replaces the history entry.
 */
export function useFilteredPage() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string>) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      setParams(next, { replace: true });
    },
    [params, setParams],
  );
  const onSearch = useCallback((value: string) => update({ q: value }), [update]);
  return {
    params,
    q: params.get('q') ?? '',
    page: Number(params.get('page') ?? 0) || 0,
    update,
    onSearch,
  };
}
