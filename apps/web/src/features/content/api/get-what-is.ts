import type { WhatIsCopy } from '@screenspot/contracts/content';
import { defaultWhatIs } from '@screenspot/contracts/content-defaults';
import { defaultWhatIsAr } from '@screenspot/contracts/content-defaults-ar';
import { useQuery } from '@tanstack/react-query';
import { useContentLanguage, type ContentLanguage } from '../../../lib/content-language';
import {
  contentImage,
  contentQuery,
  fetchFirstEntry,
  withDefaults,
  type ContentImage,
} from './content-client';

export type WhatIsContent = WhatIsCopy & {
  image1: ContentImage | null;
  image2: ContentImage | null;
};

const defaults = (language: ContentLanguage) =>
  language === 'ar' ? defaultWhatIsAr : defaultWhatIs;

export async function getWhatIs(language: ContentLanguage = 'en'): Promise<WhatIsContent | null> {
  const attributes = await fetchFirstEntry('whatisleds', 'what is', { populate: true, language });
  if (!attributes) return null;
  const copy = withDefaults(attributes, defaults(language));
  return {
    ...copy,
    image1: contentImage(attributes.image1, copy.title1),
    image2: contentImage(attributes.image2, copy.title2),
  };
}

export const whatIsQuery = (language: ContentLanguage) =>
  contentQuery('whatisleds', language, getWhatIs);

/** Copy with defaults; images only from the content service, `loading` until it has answered. */
export function useWhatIs(): WhatIsContent & { loading: boolean } {
  const language = useContentLanguage();
  const { data, isPending } = useQuery(whatIsQuery(language));
  return { ...defaults(language), image1: null, image2: null, ...data, loading: isPending };
}
