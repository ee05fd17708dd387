/**
 * Arabic spelling variants folded to one form for search, so a search matches however either side
 * spelled it: the alef forms أ إ آ ٱ become ا, taa marbuta ة becomes ه, alef maqsura ى becomes ي, and
 * tatweel and the diacritics (harakat, shadda, sukun, superscript alef, hamza marks) go. The same
 * two strings drive PostgreSQL's translate() in the folded columns and `foldArabic` for the query.
 */
const alefs = 'أإآٱ';
const marks =
  '\u0640' + // tatweel
  '\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652' + // tanween, harakat, shadda, sukun
  '\u0653\u0654\u0655\u0656\u0657\u0658\u0659\u065A\u065B\u065C\u065D\u065E\u065F' + // maddah, hamza and other marks
  '\u0670'; // superscript alef

/** translate(text, from, to): each letter of `from` becomes the one at its place in `to`, or goes. */
export const arabicFolding = { from: `${alefs}ةى${marks}`, to: 'اااا' + 'هي' } as const;

const mapping = new Map(
  [...arabicFolding.from].map((letter, index) => [letter, arabicFolding.to[index] ?? '']),
);

/** The text as the folded columns hold it. */
export function foldArabic(text: string): string {
  return [...text].map((letter) => mapping.get(letter) ?? letter).join('');
}

/** A string as a PostgreSQL Unicode literal, U&'\0623…', readable in a migration. */
const unicodeLiteral = (text: string) =>
  `U&'${[...text].map((letter) => `\\${letter.codePointAt(0)!.toString(16).padStart(4, '0')}`).join('')}'`;

/** translate() over a column, as SQL for a generated column. */
export function foldedSql(column: string): string {
  return `translate(${column}, ${unicodeLiteral(arabicFolding.from)}, ${unicodeLiteral(arabicFolding.to)})`;
}
