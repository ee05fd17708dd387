import { bestLanguage, type Language } from '@screenspot/contracts/language';

/** The languages the catalogue answers in. */
export type AnswerLocale = Language;

/**
 * The language of a catalogue answer: an explicit `locale` parameter, else the Accept-Language
 * header's best match (as error messages use), else English.
 */
export function requestLocale(
  locale: AnswerLocale | undefined,
  acceptLanguage: string | string[] | undefined,
): AnswerLocale {
  return locale ?? bestLanguage(acceptLanguage);
}

/** The Arabic text when asked for Arabic and there is one, else the English text. */
export function inLocale(locale: AnswerLocale, english: string, arabic: string | null): string {
  return locale === 'ar' && arabic?.trim() ? arabic : english;
}
