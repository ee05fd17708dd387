import { createRequire } from 'node:module';

/**
 * Arabic in pdfkit. pdfkit has no bidirectional layout: fontkit shapes Arabic (joining forms and
 * ligatures) and, asked for the `rtla` feature, lays the whole line out right to left, which would
 * also reverse any digits or Latin inside it. `visualOrder` pre-reverses those left-to-right runs so
 * they read left to right again once the line is reversed: "رقم 42" keeps 42, not 24.
 *
 * The font is Amiri (SIL Open Font License), whose letters are whole glyphs: a PDF reader copies
 * and searches the Arabic words as written (fonts that build ba, ta, ya and nun from one dotless
 * glyph and separate dots copy every one of them as the first letter met).
 */
const resolve = createRequire(import.meta.url).resolve;
export const arabicFontPath = resolve('@expo-google-fonts/amiri/400Regular/Amiri_400Regular.ttf');
export const arabicBoldFontPath = resolve('@expo-google-fonts/amiri/700Bold/Amiri_700Bold.ttf');

/**
 * Runs of left-to-right text: from a Latin letter or digit to the last one (or a %), with the spaces
 * and marks between them; a full stop after a number ends the Arabic sentence, not the number.
 */
const leftToRightRun = /[A-Za-z0-9](?:[A-Za-z0-9.,:/%+@_#\s-]*[A-Za-z0-9%])?/g;

/** Brackets swap in a right-to-left line. */
const mirrored: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[' };

export function visualOrder(text: string): string {
  return text
    .replace(leftToRightRun, (run) => [...run].reverse().join(''))
    .replace(/[()[\]]/g, (c) => mirrored[c]!);
}

/**
 * The options that make fontkit lay a line out right to left. Latin ligatures are off: in a
 * pre-reversed run "Gulf" is "fluG", whose "fl" would join and then read "Gufl". Arabic's own
 * (lam-alef) are required ligatures and still form. fontkit takes features as an object of
 * switches, which pdfkit's types do not know.
 */
export const rightToLeft = {
  features: { rtla: true, liga: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[],
  lineBreak: false,
} as const;
