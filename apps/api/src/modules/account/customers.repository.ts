import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { asId, containing } from '../../db/search';

// Written out in full: in a one-table select Drizzle leaves column names unqualified.
const orderCount = sql<number>`(select count(*)::int from orders where orders.customer_id = customers.id)`;

function customerFilter(q?: string) {
  if (!q) return undefined;
  const pattern = containing(q);
  const id = asId(q);
  return or(
    ilike(customers.email, pattern),
    ilike(sql`${customers.name} || ' ' || ${customers.surname}`, pattern),
    ilike(customers.companyName, pattern),
    ilike(customers.phoneNumber, pattern),
    id === undefined ? undefined : eq(customers.id, id),
  );
}

const columns = {
  id: customers.id,
  email: customers.email,
  name: customers.name,
  surname: customers.surname,
  companyName: customers.companyName,
  phoneNumber: customers.phoneNumber,
  role: customers.role,
  confirmedAt: customers.confirmedAt,
  createdAt: customers.createdAt,
  orderCount,
};

export function listCustomers(
  db: Db,
  q: string | undefined,
  paging: { limit: number; offset: number },
) {
  return db
    .select(columns)
    .from(customers)
    .where(customerFilter(q))
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(paging.limit)
    .offset(paging.offset);
}

export function countCustomers(db: Db, q?: string): Promise<number> {
  return db.$count(customers, customerFilter(q));
}

export async function findCustomer(db: Db, id: number) {
  const [row] = await db.select(columns).from(customers).where(eq(customers.id, id)).limit(1);
  return row ?? null;
}
