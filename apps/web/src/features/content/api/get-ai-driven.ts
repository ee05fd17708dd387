import type { AiDrivenCopy } from '@screenspot/contracts/content';
import { defaultAiDriven } from '@screenspot/contracts/content-defaults';
import { defaultAiDrivenAr } from '@screenspot/contracts/content-defaults-ar';
import { useQuery } from '@tanstack/react-query';
import { useContentLanguage, type ContentLanguage } from '../../../lib/content-language';
import {
  contentImage,
  contentQuery,
  fetchFirstEntry,
  withDefaults,
  type ContentImage,
} from './content-client';

export type AiDrivenContent = AiDrivenCopy & { image: ContentImage | null };

const defaults = (language: ContentLanguage) =>
  language === 'ar' ? defaultAiDrivenAr : defaultAiDriven;

export async function getAiDriven(
  language: ContentLanguage = 'en',
): Promise<AiDrivenContent | null> {
  const attributes = await fetchFirstEntry('ai-drivens', 'AI-driven', { populate: true, language });
  if (!attributes) return null;
  const copy = withDefaults(attributes, defaults(language));
  return { ...copy, image: contentImage(attributes.image, copy.title) };
}

export const aiDrivenQuery = (language: ContentLanguage) =>
  contentQuery('ai-drivens', language, getAiDriven);

export function useAiDriven(): AiDrivenContent & { loading: boolean } {
  const language = useContentLanguage();
  const { data, isPending } = useQuery(aiDrivenQuery(language));
  return { ...defaults(language), image: null, ...data, loading: isPending };
}
