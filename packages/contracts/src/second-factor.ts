import { z } from 'zod';

/** /api/login's answer for an operator with a second factor: no session yet, a ticket instead. */
export const secondFactorTicketSchema = z.object({
  secondFactor: z.literal('totp'),
  ticket: z.string(),
});
export type SecondFactorTicket = z.infer<typeof secondFactorTicketSchema>;

const totpCode = z
  .string({ error: 'Enter the 6-digit code from your authenticator app.' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.');

export const secondFactorLoginSchema = z.object({
  ticket: z.string().min(1).max(200),
  code: totpCode,
});

export const secondFactorCodeSchema = z.object({ code: totpCode });

export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Production asks every operator for one; development does not. */
  required: z.boolean(),
});

export const secondFactorSetupSchema = z.object({
  otpauthUrl: z.string(),
  secret: z.string(),
  qrSvg: z.string(),
});
