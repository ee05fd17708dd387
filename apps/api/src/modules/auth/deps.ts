import type { Customer } from '@screenspot/contracts/customer';
import type { Messenger } from '../../adapters/messages';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { CodeHasher } from './codes';
import { SecretBox } from './second-factor';
import type { CustomerRow } from './repository';

/** What the account services need: the database, the messenger and the code hasher. */
export type AuthDeps = { db: Db; messenger: Messenger; hasher: CodeHasher; box: SecretBox };

// Development databases share this key; production requires SESSION_SECRET (config.ts).
const developmentKey = 'screenspot-development-code-key';

/** Built from the app's dependencies (`app.deps`) by each route plugin that needs them. */
export function authDeps({
  config,
  database,
  messenger,
}: Pick<AppDeps, 'config' | 'database' | 'messenger'>): AuthDeps {
  const secret = config.SESSION_SECRET ?? developmentKey;
  return { db: database.db, messenger, hasher: new CodeHasher(secret), box: new SecretBox(secret) };
}

/** The spec's customer: the email is its username. */
export function toCustomer(
  row: Pick<
    CustomerRow,
    | 'id'
    | 'companyName'
    | 'name'
    | 'surname'
    | 'email'
    | 'phoneNumber'
    | 'role'
    | 'language'
    | 'currency'
  > & { trn?: string | null },
): Customer {
  return {
    id: row.id,
    companyName: row.companyName,
    trn: row.trn ?? null,
    name: row.name,
    surname: row.surname,
    username: row.email,
    phoneNumber: row.phoneNumber,
    role: row.role,
    language: row.language,
    currency: row.currency,
  };
}
