import { z } from 'zod';

/**
 * Every 4xx/5xx answer of the API has this shape: `code` names the message (its key in the API's
 * catalogues, `validation.…` for a shared rule's), `message` is its text in the request's language.
 */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  /** The rule a refusal applies, when it names one (e.g. `CAT-BAN`, `COMPETITOR-SEP`). */
  rule: z.string().optional(),
  /** Play records refused for a missing or wrong signature (decision 0049). */
  refused: z.array(z.string()).optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
