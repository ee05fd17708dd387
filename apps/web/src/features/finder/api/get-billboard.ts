import type { Billboard } from '@screenspot/contracts/billboard';
import { queryOptions, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import {
  localeParam,
  useContentLanguage,
  type ContentLanguage,
} from '../../../lib/content-language';
import { billboardsKey, loadedBillboards, type BillboardPage } from './get-billboards';

/** One screen, its texts in the given language. */
export function getBillboard(ledId: number, language: ContentLanguage = 'en'): Promise<Billboard> {
  return api.get<Billboard>(withQuery('/api/leds', { ledId, locale: localeParam(language) }));
}

export function billboardQuery(ledId: number, language: ContentLanguage) {
  return queryOptions({
    queryKey: ['billboard', ledId, language],
    queryFn: () => getBillboard(ledId, language),
  });
}

/**
 * One screen in the page's language; shown at once from any list already loaded in that
 * language, then confirmed by the server.
 */
export function useBillboard(ledId: number, enabled = true) {
  const queryClient = useQueryClient();
  const language = useContentLanguage();
  return useQuery({
    ...billboardQuery(ledId, language),
    enabled,
    placeholderData: () =>
      queryClient
        .getQueriesData<InfiniteData<BillboardPage>>({ queryKey: billboardsKey })
        .filter(([key]) => key.at(-1) === language)
        .flatMap(([, data]) => loadedBillboards(data))
        .find((billboard) => billboard.ledId === ledId),
  });
}
