import type { Db } from '../../db/client';
import * as repository from './repository';

/**
 * What other modules may do with accounts: the account module edits profile, email, phone and
 * password through these, never through the auth repository itself.
 */
export type CustomerRow = repository.CustomerRow;
export type CodeRow = repository.CodeRow;

export function findCustomerById(db: Db, id: number): Promise<CustomerRow | null> {
  return repository.findCustomerById(db, id);
}

export function findCustomerByEmail(db: Db, email: string): Promise<CustomerRow | null> {
  return repository.findCustomerByEmail(db, email);
}

/** The confirmed account using a phone number; unconfirmed sign-ups do not hold a number. */
export function findConfirmedCustomerByPhone(db: Db, phone: string): Promise<CustomerRow | null> {
  return repository.findConfirmedCustomerByPhone(db, phone);
}

/** Serialises work on one email or phone number across instances, until the transaction ends. */
export function lockIdentity(db: Db, identity: string): Promise<void> {
  return repository.lockIdentity(db, identity);
}

export function updateCustomer(
  db: Db,
  id: number,
  values: Parameters<typeof repository.updateCustomer>[2],
): Promise<CustomerRow | null> {
  return repository.updateCustomer(db, id, values);
}

/** Signs the customer out everywhere, or everywhere but `keepSessionId`. */
export function deleteSessionsOf(db: Db, customerId: number, keepSessionId?: number) {
  return repository.deleteSessionsOf(db, customerId, keepSessionId);
}
