import type * as ArabicContent from '@screenspot/contracts/content-defaults-ar';

type ArabicCopy = typeof ArabicContent;

let arabic: ArabicCopy | undefined;

/** Fetches the built-in Arabic copy of the content pages; the Arabic catalogues wait for it. */
export async function loadArabicContent(): Promise<void> {
  arabic ??= await import('@screenspot/contracts/content-defaults-ar');
}

/**
 * A text's built-in copy in both languages. The Arabic copy is a chunk of its own, fetched with
 * Arabic's first catalogue (index.ts), so an English visit never downloads it; an Arabic page
 * renders only once that catalogue is in, so the copy is there whenever `ar` is read.
 */
export function inBothLanguages<T>(
  english: T,
  arabicOf: (copy: ArabicCopy) => T,
): { en: T; readonly ar: T } {
  return {
    en: english,
    get ar() {
      return arabic ? arabicOf(arabic) : english;
    },
  };
}
