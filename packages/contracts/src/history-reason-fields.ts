import { z } from 'zod';

/**
 * The key and values of a reason the system gave (contracts' `history` catalogues, in
 * `history-reasons.ts`), beside its English words in `reason`: the reader's app words it in their
 * language. Kept apart from the catalogues so a schema that carries them loads no words.
 */
export const historyReasonFields = {
  reasonKey: z.string().nullable().optional(),
  reasonValues: z.record(z.string(), z.string()).nullable().optional(),
};
