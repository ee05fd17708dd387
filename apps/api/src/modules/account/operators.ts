import { messages } from '@screenspot/contracts/messages';
import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';

export const operatorAccountSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email(messages.invalidEmail)),
  password: z
    .string()
    .min(8, messages.passwordLength)
    // Any symbol counts, as in the demo operator's password (Operator#2024).
    .regex(/^(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).*$/, messages.passwordComposition),
  name: z.string().trim().min(1).default('Operator'),
  surname: z.string().trim().default(''),
});
export type OperatorAccount = z.input<typeof operatorAccountSchema>;

/**
 * Makes an operator account, or promotes the account with that email (its password becomes the
 * one given, so whoever runs the command can sign in with it). Returns what happened.
 */
export async function makeOperator(
  db: Db,
  input: OperatorAccount,
): Promise<{ id: number; email: string; created: boolean }> {
  const account = operatorAccountSchema.parse(input);
  const passwordHash = await argon2.hash(account.password, { type: argon2.argon2id });
  const [existing] = await db
    .select({ id: customers.id, confirmedAt: customers.confirmedAt })
    .from(customers)
    .where(eq(customers.email, account.email))
    .limit(1);
  if (existing) {
    await db
      .update(customers)
      .set({
        role: 'operator',
        passwordHash,
        confirmedAt: existing.confirmedAt ?? new Date(),
        updatedAt: new Date(),
      })
      .where(eq(customers.id, existing.id));
    return { id: existing.id, email: account.email, created: false };
  }
  const [row] = await db
    .insert(customers)
    .values({
      email: account.email,
      phoneNumber: '',
      companyName: 'ScreenSpot',
      name: account.name,
      surname: account.surname,
      passwordHash,
      role: 'operator',
      confirmedAt: new Date(),
    })
    .returning({ id: customers.id });
  return { id: row!.id, email: account.email, created: true };
}
