import { messages } from '@screenspot/contracts/messages';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { assertUncommonPassword, hashPassword } from '../auth';
import * as repository from './operators.repository';

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
  const existing = await repository.findAccountByEmail(db, account.email);
  if (existing) {
    if (!existing.confirmedAt) throw new UnconfirmedAccountError(account.email);
    await repository.promoteToOperator(db, existing.id, passwordHash);
    return { id: existing.id, email: account.email, created: false };
  }
  const id = await repository.insertOperator(db, {
    email: account.email,
    name: account.name,
    surname: account.surname,
    passwordHash,
  });
  return { id, email: account.email, created: true };
}
