import type { WhatIsCopy } from '@screenspot/contracts/content';
import { defaultWhatIs } from '@screenspot/contracts/content-defaults';
import { inBothLanguages } from '../../../i18n/arabic-content';
import type { ContentLanguage } from '../../../lib/content-language';
import { contentImage, type ContentImage } from './content-client';
import { getIllustratedCopy, useIllustratedCopy } from './copy-content';

export type WhatIsContent = WhatIsCopy & {
  image1: ContentImage | null;
  image2: ContentImage | null;
};

const defaults = inBothLanguages(defaultWhatIs, (ar) => ar.defaultWhatIsAr);
const noImages = { image1: null, image2: null };
const withoutImages = inBothLanguages({ ...defaultWhatIs, ...noImages }, (ar) => ({
  ...ar.defaultWhatIsAr,
  ...noImages,
}));

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
  return useIllustratedCopy('whatisleds', getWhatIs, withoutImages);
}
