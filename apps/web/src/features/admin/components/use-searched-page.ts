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
