import { vatCents } from '@screenspot/contracts/rates';
import type { Db } from '../../db/client';
import { issueCreditNote, type IssuedCreditNote } from './credit-notes';
import * as repository from './repository';

/**
 * A credit note for plays an order paid for and did not get (the nightly delivery check, when no
 * free cell could make them up), in the caller's transaction: numbered in the gapless `CN-` series,
 * referring to the order's paid invoice, one line per short cell at net + 5 % VAT. Null when the
 * order has no paid invoice (an order marked paid by hand): the caller still tells the customer.
 * A card-paid credit goes back to the card after the commit, through `refundCreditNote`.
 */
export async function issueDeliveryCredit(
  tx: Db,
  input: {
    orderId: number;
    reason: string;
    lines: { description: string; netCents: number }[];
    now: Date;
  },
): Promise<IssuedCreditNote | null> {
  const [paid] = await repository.paidLinesOf(tx, [input.orderId]);
  if (!paid) return null;
  return issueCreditNote(tx, {
    invoice: paid.invoice,
    reason: input.reason,
    now: input.now,
    lines: input.lines.map((line) => ({
      orderId: input.orderId,
      description: line.description,
      spots: 0,
      netCents: line.netCents,
      vatCents: vatCents(line.netCents),
    })),
  });
}
