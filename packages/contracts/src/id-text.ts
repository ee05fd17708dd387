/**
 * How an id or a count is written as text (a path segment, a query value): 1 to 9 plain digits,
 * so within PostgreSQL's integer. Number() alone would also read '0x10', '1e3' or '' as ids.
 * Free of zod, so a page can read its route's id without loading the validation library.
 */
export const wholeNumberPattern = /^\d{1,9}$/;

/** The id written in `text`, or null when it is not one. */
export function readId(text: string | null | undefined): number | null {
  return text && wholeNumberPattern.test(text) ? Number(text) : null;
}
