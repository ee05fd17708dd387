import type { DisplaysCopy } from '@screenspot/contracts/content';
import { defaultDisplays } from '@screenspot/contracts/content-defaults';
import { defaultDisplaysAr } from '@screenspot/contracts/content-defaults-ar';
import { useQuery } from '@tanstack/react-query';
import { useContentLanguage, type ContentLanguage } from '../../../lib/content-language';
import { contentQuery, fetchFirstEntry, withDefaults } from './content-client';

const defaults = (language: ContentLanguage) =>
  language === 'ar' ? defaultDisplaysAr : defaultDisplays;

export async function getDisplays(language: ContentLanguage = 'en'): Promise<DisplaysCopy | null> {
  const attributes = await fetchFirstEntry('displays', 'displays', { language });
  return attributes && withDefaults(attributes, defaults(language));
}

export const displaysQuery = (language: ContentLanguage) =>
  contentQuery('displays', language, getDisplays);

export function useDisplays(): DisplaysCopy {
  const language = useContentLanguage();
  return useQuery(displaysQuery(language)).data ?? defaults(language);
}
