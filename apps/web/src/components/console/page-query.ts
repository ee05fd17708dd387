import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, withQuery } from '../../lib/api-client';

/**
 * A page of a console list, read with its search and paging; the page on screen stays there
 * while the next one loads.
 */
export function pageQuery<Page>(
  key: readonly string[],
  path: string,
  query: Record<string, string | number | undefined>,
) {
  return queryOptions({
    queryKey: [...key, query],
    queryFn: () => api.get<Page>(withQuery(path, query)),
    placeholderData: keepPreviousData,
  });
}
