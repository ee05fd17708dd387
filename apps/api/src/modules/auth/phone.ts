import parsePhoneNumber from 'libphonenumber-js/max';
import { HttpError } from '../../plugins/errors';
import type { ErrorKey } from '../../error-messages';

export const notMobileMessage: ErrorKey = 'signUp.notMobile';

/**
 * Codes go out by SMS, so the number must be a mobile one; the full metadata knows number types,
 * which the small set used by the forms does not.
 */
export function assertMobileNumber(phoneNumber: string, field: string): void {
  const parsed = parsePhoneNumber(phoneNumber);
  const type = parsed?.getType();
  if (!parsed?.isValid() || (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE')) {
    throw new HttpError(400, notMobileMessage, { [field]: notMobileMessage });
  }
}
