import { z } from 'zod';
import { wholeNumberPattern } from './id-text';

/** The answer to an id or count that is not plain digits. */
export const wholeNumberMessage = 'Must be a positive whole number';
const idMessage = wholeNumberMessage;

/**
 * A whole number written as text (a path segment, a query value, a form field): 1 to 9 plain
 * digits, so within PostgreSQL's integer. Number() alone would also read '0x10', '1e3' or ''.
 * `missing` is the answer when the value is absent (zod's own otherwise).
 */
export function wholeNumberText(missing?: string) {
  return z
    .string(
      missing === undefined
        ? undefined
        : { error: (issue) => (issue.input === undefined ? missing : wholeNumberMessage) },
    )
    .regex(wholeNumberPattern, wholeNumberMessage);
}

/** A row id from text, as a number: the one way a path or query id is read. */
export const idFromText = wholeNumberText().transform(Number);

/** A database row id from a path, query, form field or JSON number; within PostgreSQL's integer. */
export const recordIdSchema = z
  // Text must be plain digits: Number() would also read '0x10', '1e3' or '' as ids.
  .union([z.number(), z.string().trim().regex(/^\d+$/, idMessage)], { error: idMessage })
  .pipe(
    z.coerce
      .number<string | number>({ error: idMessage })
      .int(idMessage)
      .min(1, idMessage)
      .max(2_147_483_647, idMessage),
  );

/** Route params of the form /:id. */
export const idParamsSchema = z.object({ id: recordIdSchema });
