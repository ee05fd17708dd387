import type { WhatIsCopy } from '@screenspot/contracts/content';
import { defaultWhatIs } from '@screenspot/contracts/content-defaults';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  contentImage,
  contentStaleTime,
  fetchFirstEntry,
  withDefaults,
  type ContentImage,
} from './content-client';

export type WhatIsContent = WhatIsCopy & {
  image1: ContentImage | null;
  image2: ContentImage | null;
};

export async function getWhatIs(): Promise<WhatIsContent | null> {
  const attributes = await fetchFirstEntry('whatisleds', 'what is', { populate: true });
  if (!attributes) return null;
  const copy = withDefaults(attributes, defaultWhatIs);
  return {
    ...copy,
    image1: contentImage(attributes.image1, copy.title1),
    image2: contentImage(attributes.image2, copy.title2),
  };
}

export const whatIsQuery = queryOptions({
  queryKey: ['content', 'whatisleds'],
  queryFn: getWhatIs,
  staleTime: contentStaleTime,
});

/** Copy with defaults; images only from the content service, `loading` until it has answered. */
export function useWhatIs(): WhatIsContent & { loading: boolean } {
  const { data, isPending } = useQuery(whatIsQuery);
  return { ...defaultWhatIs, image1: null, image2: null, ...data, loading: isPending };
}
