import { bestLanguage } from '@screenspot/contracts/language';

/** The product's languages: English (the default, the spec's texts) and Arabic. */
export const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** Where this browser keeps the visitor's choice. */
export const languageStorageKey = 'screenspot.language';

/** Each language's own name, written in that language: the switch shows them as they are. */
export const languageNames: Record<Language, string> = { en: 'English', ar: 'العربية' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export const directionOf = (language: Language): 'ltr' | 'rtl' =>
  language === 'ar' ? 'rtl' : 'ltr';

/** The Intl locale of a language: the UAE's English and Arabic. */
export const localeOf = (language: string): 'ar-AE' | 'en-AE' =>
  language === 'ar' ? 'ar-AE' : 'en-AE';

/** The choice stored in this browser, if any. */
export function storedLanguage(): Language | null {
  try {
    const value = globalThis.localStorage?.getItem(languageStorageKey);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(languageStorageKey, language);
    // The server renders pages in English only; this tells it to leave an Arabic page to the app.
    if (typeof document !== 'undefined') {
      document.cookie = `language=${language}; path=/; max-age=31536000; samesite=lax`;
    }
  } catch {
    // Storage may be off (private mode); the choice then lasts for this page only.
  }
}

/** At start: this browser's choice, else the browser's languages. A profile may change it later. */
export function initialLanguage(): Language {
  const stored = storedLanguage();
  if (stored) return stored;
  const accepted =
    typeof navigator === 'undefined'
      ? []
      : navigator.languages?.length
        ? navigator.languages
        : [navigator.language];
  return bestLanguage(accepted);
}
