// The auth module's public face (sign-in, sessions, codes and passwords): the only file of it other modules import.
// The module-boundary lint rule (decision 0013) refuses their imports of any other file here.
export * as accounts from './accounts';
export { findCustomerById, type CodeRow, type CustomerRow } from './accounts';
export { mailCode, textCode } from './code-messages';
export { assertResendAllowed, checkCode, codeErrors, issueCode, useCodes } from './codes';
export { authDeps, toCustomer, type AuthDeps } from './deps';
export { assertUncommonPassword } from './password-strength';
export { hashPassword, verifyPassword } from './passwords';
export { assertMobileNumber } from './phone';
export {
  passwordCheckLimits,
  takeAttempt,
  takeUploadSlot,
  tooManyCodeTries,
  tooManyCodesSent,
  type Limit,
} from './rate-limit';
export { SecretBox, confirmEnrolment, startEnrolment } from './second-factor';
export {
  clearSessionCookie,
  currentCustomer,
  endOtherSessions,
  hashToken,
  listSessions,
  requireCustomer,
  type SessionCustomer,
} from './session';
