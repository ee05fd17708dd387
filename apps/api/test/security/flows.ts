import { latestCode, newSignUp, postForm } from '../accounts';
import { buildCustomer, testPassword } from '../builders';
import type { Caller, Fixtures } from './fixtures';

/** Valid bodies for the account routes whose codes must first be sent, read from the outbox. */

let phoneSequence = 0;
/** A valid UAE mobile number no seeded or built account uses. */
export function freshPhone(): string {
  phoneSequence += 1;
  return `+97155${String(1_000_000 + phoneSequence * 7919).slice(-7)}`;
}

/** A pending sign-up and both of its codes: a valid /api/register/confirm body. */
export async function registrationCodes(fx: Fixtures) {
  const details = newSignUp();
  const registered = await postForm(fx.app, '/api/register', details);
  const { userId } = registered.json() as { userId: number };
  return {
    customerId: userId,
    otpEmail: await latestCode(fx.app, details.email),
    otpMobile: await latestCode(fx.app, details.phoneNumber),
  };
}

/** A customer who asked for a password reset, and the code that was mailed. */
export async function resetCode(fx: Fixtures) {
  const customer = await buildCustomer(fx.db);
  await postForm(fx.app, '/api/password/reset/request', { email: customer.email });
  return { email: customer.email, otpEmail: await latestCode(fx.app, customer.email) };
}

/** The token /api/password/reset/verify answers: a valid /api/password/reset/confirm body. */
export async function resetToken(fx: Fixtures) {
  const verified = await postForm(fx.app, '/api/password/reset/verify', await resetCode(fx));
  const { token } = verified.json() as { token: string };
  return { password: testPassword, otp: token };
}

/**
 * The caller starts a change of phone number, then the body confirms it with both codes. A visitor
 * cannot start one, so their body carries made-up codes (they are refused before codes matter).
 */
export async function phoneChangeCodes(fx: Fixtures, caller: Caller) {
  if (!caller.cookie || !caller.id) return { otpMobile: '123456', otpMobileToChange: '123456' };
  const account = [fx.a, fx.b, fx.operator].find((c) => c.id === caller.id)!;
  const phone = freshPhone();
  const started = await postForm(
    fx.app,
    '/api/user/credentials/change',
    { phoneNumberToChange: phone, password: testPassword },
    { cookie: caller.cookie },
  );
  if (started.statusCode !== 200) throw new Error(started.body);
  return {
    otpMobile: await latestCode(fx.app, account.phoneNumber),
    otpMobileToChange: await latestCode(fx.app, phone),
  };
}
