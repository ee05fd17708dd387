import type { ContentCollection } from '@screenspot/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { useContentLanguage, type ContentLanguage } from '../../../lib/content-language';
import {
  contentQuery,
  fetchFirstEntry,
  withDefaults,
  type ContentAttributes,
  type ContentImage,
} from './content-client';

type Defaults<T> = Record<ContentLanguage, T>;
type Images = Record<string, ContentImage | null>;

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

/**
 * A collection of copy and images: the copy as `getCopy` reads it, the images picked from the
 * entry by `images` (which may name them after the copy).
 */
export async function getIllustratedCopy<T extends Record<string, string>, I extends Images>(
  collection: ContentCollection,
  label: string,
  defaults: Defaults<T>,
  images: (attributes: ContentAttributes, copy: T) => I,
  language: ContentLanguage = 'en',
): Promise<(T & I) | null> {
  const attributes = await fetchFirstEntry(collection, label, { populate: true, language });
  if (!attributes) return null;
  const copy = withDefaults(attributes, defaults[language]);
  return { ...copy, ...images(attributes, copy) };
}

/**
 * Copy and images in the page's language: `fallback` (the built-in copy, no images) until (and
 * unless) the content service answers, `loading` until it has.
 */
export function useIllustratedCopy<C>(
  collection: ContentCollection,
  read: (language: ContentLanguage) => Promise<C | null>,
  fallback: Defaults<NoInfer<C>>,
): C & { loading: boolean } {
  const language = useContentLanguage();
  const { data, isPending } = useQuery(contentQuery(collection, language, read));
  return { ...(data ?? fallback[language]), loading: isPending };
}
