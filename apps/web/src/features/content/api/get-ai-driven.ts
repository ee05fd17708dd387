import type { AiDrivenCopy } from '@screenspot/contracts/content';
import { defaultAiDriven } from '@screenspot/contracts/content-defaults';
import { inBothLanguages } from '../../../i18n/arabic-content';
import type { ContentLanguage } from '../../../lib/content-language';
import { contentImage, type ContentImage } from './content-client';
import { getIllustratedCopy, useIllustratedCopy } from './copy-content';

export type AiDrivenContent = AiDrivenCopy & { image: ContentImage | null };

const defaults = inBothLanguages(defaultAiDriven, (ar) => ar.defaultAiDrivenAr);
const withoutImage = inBothLanguages({ ...defaultAiDriven, image: null }, (ar) => ({
  ...ar.defaultAiDrivenAr,
  image: null,
}));

export function getAiDriven(language: ContentLanguage = 'en'): Promise<AiDrivenContent | null> {
  return getIllustratedCopy(
    'ai-drivens',
    'AI-driven',
    defaults,
    (attributes, copy) => ({ image: contentImage(attributes.image, copy.title) }),
    language,
  );
}

export function useAiDriven(): AiDrivenContent & { loading: boolean } {
  return useIllustratedCopy('ai-drivens', getAiDriven, withoutImage);
}
