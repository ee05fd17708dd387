import { messages } from '@screenspot/contracts/messages';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { customers, sessions } from '../../db/schema';
import { assertUncommonPassword, hashPassword } from '../auth';

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

export class UnconfirmedAccountError extends Error {
  constructor(email: string) {
    super(
      `${email} has not confirmed its sign-up, so nobody has shown they own it; it cannot become an operator.`,
    );
  }
}

/**
 * Makes an operator account, or promotes the confirmed account with that email (its password
 * becomes the one given, so whoever runs the command can sign in with it). An unconfirmed sign-up
 * is refused: it proves nothing about who holds the address. Promoting or resetting ends every
 * session the account had, so nobody keeps a session opened before the change. Returns what
 * happened.
 */
export async function makeOperator(
  db: Db,
  input: OperatorAccount,
): Promise<{ id: number; email: string; created: boolean }> {
  const account = operatorAccountSchema.parse(input);
  assertUncommonPassword(account.password, 'password', [account.email]);
  const passwordHash = await hashPassword(account.password);
  const [existing] = await db
    .select({ id: customers.id, confirmedAt: customers.confirmedAt })
    .from(customers)
    .where(eq(customers.email, account.email))
    .limit(1);
  if (existing) {
    if (!existing.confirmedAt) throw new UnconfirmedAccountError(account.email);
    await db.transaction(async (tx) => {
      await tx
        .update(customers)
        .set({ role: 'operator', passwordHash, updatedAt: new Date() })
        .where(eq(customers.id, existing.id));
      await tx.delete(sessions).where(eq(sessions.customerId, existing.id));
    });
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
