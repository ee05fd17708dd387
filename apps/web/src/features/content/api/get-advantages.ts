import type { AdvantagesCopy } from '@screenspot/contracts/content';
import { defaultAdvantages } from '@screenspot/contracts/content-defaults';
import { defaultAdvantagesAr } from '@screenspot/contracts/content-defaults-ar';
import { useQuery } from '@tanstack/react-query';
import { useContentLanguage, type ContentLanguage } from '../../../lib/content-language';
import { contentQuery, fetchFirstEntry, withDefaults } from './content-client';

const defaults = (language: ContentLanguage) =>
  language === 'ar' ? defaultAdvantagesAr : defaultAdvantages;

export async function getAdvantages(
  language: ContentLanguage = 'en',
): Promise<AdvantagesCopy | null> {
  const attributes = await fetchFirstEntry('advantages', 'advantages', { language });
  return attributes && withDefaults(attributes, defaults(language));
}

export const advantagesQuery = (language: ContentLanguage) =>
  contentQuery('advantages', language, getAdvantages);

/**
 * The advantages copy in the page's language: the built-in defaults until (and unless) the
 * content service answers.
 */
export function useAdvantages(): AdvantagesCopy {
  const language = useContentLanguage();
  return useQuery(advantagesQuery(language)).data ?? defaults(language);
}
