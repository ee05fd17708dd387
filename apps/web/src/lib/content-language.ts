import { useTranslation } from 'react-i18next';

/** The languages content and screens come in. */
export type ContentLanguage = 'en' | 'ar';

function asContentLanguage(language: string | undefined): ContentLanguage {
  return language?.toLowerCase().split('-')[0] === 'ar' ? 'ar' : 'en';
}

/**
 * The language in use (i18next's), re-rendering when it changes: data hooks put it in their
 * query keys, so switching language fetches the other language's texts.
 */
export function useContentLanguage(): ContentLanguage {
  const { i18n } = useTranslation();
  return asContentLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/** The `locale` query value for a language: none for English, so English requests stay as they were. */
export function localeParam(language: ContentLanguage): string | undefined {
  return language === 'en' ? undefined : language;
}
