/** What a code check or a code request can answer. */
export const codeErrors = {
  wrong: 'code.wrong',
  expired: 'code.expired',
  spent: 'code.spent',
  missing: 'code.missing',
  used: 'code.used',
  resendTooSoon: 'code.resendTooSoon',
} as const satisfies Record<string, ErrorKey>;
import type { ErrorKey } from '../../error-messages';
