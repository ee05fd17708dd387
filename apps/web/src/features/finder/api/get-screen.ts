import type { DaypartPriceList, Screen } from '@screenspot/contracts/screen';
import { queryOptions, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import {
  localeParam,
  useContentLanguage,
  type ContentLanguage,
} from '../../../lib/content-language';
import { screensKey, loadedScreens, type ScreenPage } from './get-screens';

/** A screen's detail: its daypart prices come with it, not with the finder's list. */
export type ScreenDetail = Screen & { daypartPrices?: DaypartPriceList };

/** One screen, its texts in the given language. */
export function getScreen(ledId: number, language: ContentLanguage = 'en'): Promise<ScreenDetail> {
  return api.get<ScreenDetail>(withQuery('/api/leds', { ledId, locale: localeParam(language) }));
}

export function screenQuery(ledId: number, language: ContentLanguage) {
  return queryOptions({
    queryKey: ['screen', ledId, language],
    queryFn: () => getScreen(ledId, language),
  });
}

/**
 * One screen in the page's language; shown at once from any list already loaded in that
 * language, then confirmed by the server.
 */
export function useScreen(ledId: number, enabled = true) {
  const queryClient = useQueryClient();
  const language = useContentLanguage();
  return useQuery({
    ...screenQuery(ledId, language),
    enabled,
    placeholderData: () =>
      queryClient
        .getQueriesData<InfiniteData<ScreenPage>>({ queryKey: screensKey })
        .filter(([key]) => key.at(-1) === language)
        .flatMap(([, data]) => loadedScreens(data))
        .find((screen) => screen.ledId === ledId),
  });
}
