import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, sessions } from '../../db/schema';
import { columnsOf } from '../../db/select-columns';

export async function findAccountByEmail(db: Db, email: string) {
  const [row] = await db
    .select(columnsOf(customers, 'id', 'confirmedAt'))
    .from(customers)
    .where(eq(customers.email, email))
    .limit(1);
  return row ?? null;
}

/** Makes the account an operator with this password hash and ends every session it had. */
export async function promoteToOperator(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({ role: 'operator', passwordHash, updatedAt: new Date() })
      .where(eq(customers.id, id));
    await tx.delete(sessions).where(eq(sessions.customerId, id));
  });
}

export async function insertOperator(
  db: Db,
  account: { email: string; name: string; surname: string; passwordHash: string },
): Promise<number> {
  const [row] = await db
    .insert(customers)
    .values({
      ...account,
      phoneNumber: '',
      companyName: 'ScreenSpot',
      role: 'operator',
      confirmedAt: new Date(),
    })
    .returning({ id: customers.id });
  return row!.id;
}
