import { z } from 'zod';
import { limits } from './limits';
import { messages } from './messages';

/** The spec's email pattern: local part, @, domain with a dot; letters in any case. */
export const emailPattern = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

const contactLimits = limits.contact;

const requiredText = (max: number) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(max, `Please keep this under ${max} characters.`);

/** POST /api/contact/request, and the contact page's form (spec section 5: contact form). */
export const contactRequestSchema = z.object({
  name: requiredText(contactLimits.name),
  surname: requiredText(contactLimits.name),
  email: z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(contactLimits.email, messages.invalidEmail)
    .regex(emailPattern, messages.invalidEmail),
  message: requiredText(contactLimits.message),
});
export type ContactRequestInput = z.input<typeof contactRequestSchema>;
export type ContactRequest = z.output<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ id: z.number().int(), message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
