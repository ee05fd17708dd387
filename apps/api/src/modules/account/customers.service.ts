import type {
  AdminCustomer,
  AdminCustomerDetail,
  PagedCustomers,
} from '@screenspot/contracts/admin-customers';
import type { Db } from '../../db/client';
import { readPage } from '../../db/paging';
import { HttpError } from '../../plugins/errors';
import * as repository from './customers.repository';
import { customerOrders } from '../orders';

type CustomerRow = NonNullable<Awaited<ReturnType<typeof repository.findCustomer>>>;

function toAdminCustomer(row: CustomerRow): AdminCustomer {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    surname: row.surname,
    companyName: row.companyName,
    phoneNumber: row.phoneNumber,
    role: row.role,
    confirmed: row.confirmedAt !== null,
    createdAt: row.createdAt.toISOString(),
    orderCount: row.orderCount,
  };
}

export async function searchCustomers(
  db: Db,
  query: { q?: string; page: number; size: number },
): Promise<PagedCustomers> {
  return readPage(query, {
    rows: (window) => repository.listCustomers(db, query.q, window),
    total: () => repository.countCustomers(db, query.q),
    item: toAdminCustomer,
  });
}

export async function customerDetail(db: Db, id: number): Promise<AdminCustomerDetail> {
  const row = await repository.findCustomer(db, id);
  if (!row) throw new HttpError(404, 'console.customerNotFound');
  return { ...toAdminCustomer(row), orders: await customerOrders(db, id) };
}

/** The signed-in operator's own record, for the console's header. */
export async function operatorProfile(db: Db, id: number) {
  const operator = await repository.findCustomer(db, id);
  if (!operator) throw new HttpError(401, 'signInToContinue');
  return { id: operator.id, email: operator.email, name: operator.name, surname: operator.surname };
}
