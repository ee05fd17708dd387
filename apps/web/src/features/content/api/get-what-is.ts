import type { WhatIsCopy } from '@screenspot/contracts/content';
import { defaultWhatIs } from '@screenspot/contracts/content-defaults';
import { defaultWhatIsAr } from '@screenspot/contracts/content-defaults-ar';
import type { ContentLanguage } from '../../../lib/content-language';
import { contentImage, type ContentImage } from './content-client';
import { getIllustratedCopy, useIllustratedCopy } from './copy-content';

export type WhatIsContent = WhatIsCopy & {
  image1: ContentImage | null;
  image2: ContentImage | null;
};

const defaults = { en: defaultWhatIs, ar: defaultWhatIsAr };

export function getWhatIs(language: ContentLanguage = 'en'): Promise<WhatIsContent | null> {
  return getIllustratedCopy(
    'whatisleds',
    'what is',
    defaults,
    (attributes, copy) => ({
      image1: contentImage(attributes.image1, copy.title1),
      image2: contentImage(attributes.image2, copy.title2),
    }),
    language,
  );
}

/** Copy with defaults; images only from the content service, `loading` until it has answered. */
export function useWhatIs(): WhatIsContent & { loading: boolean } {
  const noImages = { image1: null, image2: null };
  return useIllustratedCopy('whatisleds', getWhatIs, {
    en: { ...defaultWhatIs, ...noImages },
    ar: { ...defaultWhatIsAr, ...noImages },
  });
}
