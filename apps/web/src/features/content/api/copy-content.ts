import type { ContentCollection } from '@screenspot/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { useContentLanguage, type ContentLanguage } from '../../../lib/content-language';
import { contentQuery, fetchFirstEntry, withDefaults } from './content-client';

type Defaults<T> = Record<ContentLanguage, T>;

/** A collection of copy only: the first entry's texts over the language's built-in ones. */
export async function getCopy<T extends Record<string, string>>(
  collection: ContentCollection,
  label: string,
  defaults: Defaults<T>,
  language: ContentLanguage = 'en',
): Promise<T | null> {
  const attributes = await fetchFirstEntry(collection, label, { language });
  return attributes && withDefaults(attributes, defaults[language]);
}

/**
 * A collection of copy in the page's language: the built-in texts until (and unless) the
 * content service answers.
 */
export function useCopy<T extends Record<string, string>>(
  collection: ContentCollection,
  label: string,
  defaults: Defaults<T>,
): T {
  const language = useContentLanguage();
  const query = contentQuery(collection, language, (lang) =>
    getCopy(collection, label, defaults, lang),
  );
  return useQuery(query).data ?? defaults[language];
}
