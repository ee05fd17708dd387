import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { hashPassword } from '../../modules/auth/passwords';
import { customers } from '../schema';

export const demoOperator = {
  email: 'operator@screenspot.ae',
  password: 'Operator#2024',
} as const;

/** The embedded development database gets an operator so the order flow can be tried at once. */
export async function ensureDemoOperator(db: Db): Promise<typeof demoOperator> {
  const existing = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, demoOperator.email));
  if (existing.length === 0) {
    await db.insert(customers).values({
      email: demoOperator.email,
      phoneNumber: '+971501234567',
      companyName: 'ScreenSpot',
      name: 'Demo',
      surname: 'Operator',
      passwordHash: await hashPassword(demoOperator.password),
      role: 'operator',
      confirmedAt: new Date(),
    });
  }
  return demoOperator;
}
