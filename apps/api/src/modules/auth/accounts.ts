/**
 * What other modules may do with accounts and their codes: the account module edits profile,
 * email, phone and password through these, never through the auth repository itself.
 */
export {
  deleteSessionsOf,
  findConfirmedCustomerByPhone,
  findCustomerByEmail,
  findCustomerById,
  lockIdentity,
  updateCustomer,
  type CodeRow,
  type CustomerRow,
} from './repository';
