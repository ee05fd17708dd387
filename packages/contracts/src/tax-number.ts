import { z } from 'zod';

export const trnMessage = 'A TRN has 15 digits';

/**
 * A UAE tax registration number as typed: spaces and dashes are ignored, blank means none, and what
 * is left must be 15 digits. A customer's own TRN and an agency client's read it alike.
 */
export const trnField = z
  .string()
  .optional()
  .transform((value) => value?.replace(/[\s-]/g, '') || undefined)
  .pipe(
    z
      .string()
      .regex(/^\d{15}$/, trnMessage)
      .optional(),
  );
