import { z } from 'zod';
import { personFields } from './admin';

/** The console's contact inbox. */

export const contactFilterSchema = z.object({
  handled: z.enum(['open', 'handled', 'all']).default('open'),
});
export type ContactFilter = z.infer<typeof contactFilterSchema>['handled'];

export const adminContactRequestSchema = z.object({
  id: z.number().int(),
  ...personFields,
  message: z.string(),
  handled: z.boolean(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminContactRequest = z.infer<typeof adminContactRequestSchema>;

export const setHandledSchema = z.object({
  handled: z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: 'Must be true or false' })
    .transform((value) => value === true || value === 'true'),
});
export type SetHandledInput = z.input<typeof setHandledSchema>;
