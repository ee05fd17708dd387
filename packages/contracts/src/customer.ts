import { z } from 'zod';

/** GET /api/authenticated/customer */
export const customerSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  name: z.string(),
  surname: z.string(),
  /** The customer's email; the spec calls it username. */
  username: z.string(),
  phoneNumber: z.string(),
  role: z.enum(['customer', 'operator']),
});
export type Customer = z.infer<typeof customerSchema>;
