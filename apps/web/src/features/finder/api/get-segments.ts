import type { Segment } from '@screenspot/contracts/screen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import {
  localeParam,
  useContentLanguage,
  type ContentLanguage,
} from '../../../lib/content-language';

/** The segments, named in the given language. */
export function getSegments(language: ContentLanguage = 'en'): Promise<Segment[]> {
  return api.get<Segment[]>(
    withQuery('/api/leds/getCategories', { locale: localeParam(language) }),
  );
}

export const segmentsQuery = (language: ContentLanguage) =>
  queryOptions({
    queryKey: ['segments', language],
    queryFn: () => getSegments(language),
    staleTime: 10 * 60_000,
  });

export function useSegments() {
  return useQuery(segmentsQuery(useContentLanguage()));
}
