import { z } from 'zod';
import { requiredText, searchText } from './auth-fields';

/**
 * Schemas shared by the operator console's API under /api/admin (operators only). Each resource
 * has its own file: admin-orders, admin-screens, admin-customers, admin-contact, admin-content.
 */

/** A required text of the console's forms, at most `max` characters. */
export const consoleText = (max: number) => requiredText(max, `At most ${max} characters`);

const pageSchema = z
  .string()
  .regex(/^\d{1,6}$/, 'Must be a whole number')
  .optional()
  .transform((value) => (value === undefined ? 0 : Number(value)));

const sizeSchema = z
  .string()
  .regex(/^\d{1,3}$/, 'Must be between 1 and 100')
  .optional()
  .transform((value) => (value === undefined ? 25 : Number(value)))
  .refine((value) => value >= 1 && value <= 100, 'Must be between 1 and 100');

export const pagedQuerySchema = z.object({ q: searchText, page: pageSchema, size: sizeSchema });

/** One page of a console list: its items, the size of the whole list, and the page read. */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });
export type Page<Item> = { items: Item[]; total: number; page: number; size: number };

/** How the console names a person: an operator, a customer, the sender of a contact request. */
export const personFields = {
  email: z.string(),
  name: z.string(),
  surname: z.string(),
};

/** GET /api/admin/me */
export const operatorSchema = z.object({ id: z.number().int(), ...personFields });
export type Operator = z.infer<typeof operatorSchema>;

/** GET /api/admin/summary: the counts the console's navigation shows. */
export const adminSummarySchema = z.object({
  underReview: z.number().int(),
  openContactRequests: z.number().int(),
  /** Screens offline while booked now (decision 0046). */
  darkScreens: z.number().int(),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;
