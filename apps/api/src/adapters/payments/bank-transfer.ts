import type { Config } from '../../config';
import type { BankTransferProvider } from './provider';

/** The embedded default: needs nothing configured beyond the (demo) bank account. */
export function createBankTransfer(
  config: Pick<Config, 'BANK_BENEFICIARY' | 'BANK_IBAN' | 'BANK_NAME'>,
): BankTransferProvider {
  return {
    method: 'invoice',
    instructions: (reference) => ({
      beneficiary: config.BANK_BENEFICIARY,
      iban: config.BANK_IBAN,
      bank: config.BANK_NAME,
      reference,
    }),
  };
}
