import { z } from 'zod';
import { displayCurrencies } from './currency';
import { languages } from './language';

export const languageSchema = z.enum(languages, { error: 'Choose en or ar' });

/** POST /api/user/language */
export const languageChangeSchema = z.object({ language: languageSchema });

export const displayCurrencySchema = z.enum(displayCurrencies, { error: 'Choose USD or AED' });

/** POST /api/user/currency */
export const currencyChangeSchema = z.object({ currency: displayCurrencySchema });

/** GET /api/authenticated/customer */
export const customerSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  /** The company's UAE tax registration number, printed on its tax invoices. */
  trn: z.string().nullable().optional(),
  name: z.string(),
  surname: z.string(),
  /** The customer's email; the spec calls it username. */
  username: z.string(),
  phoneNumber: z.string(),
  role: z.enum(['customer', 'operator']),
  /** The language of the customer's mail, SMS and pages. */
  language: languageSchema,
  /** The currency the customer sees prices in; amounts are kept in USD cents. */
  currency: displayCurrencySchema,
});
export type Customer = z.infer<typeof customerSchema>;
