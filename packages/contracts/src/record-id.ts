import { z } from 'zod';

const idMessage = 'Must be a positive whole number';

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
