import type { DisplayCurrency } from '@screenspot/contracts/currency';
import type { Db } from '../../db/client';
import { documentMoney } from '../../money';
import { HttpError } from '../../plugins/errors';
import * as repository from './repository';
import type { BookingRules } from './rules';
import type { PreparedItem } from './schedule';
import { message } from '../../error-messages';

/** An order awaiting its video holds its cells a short while, and never past its first cell. */
export function awaitingVideoHoldEnd(
  rules: Pick<BookingRules, 'holdAwaitingVideoMinutes'>,
  now: Date,
  firstCellAt: Date,
): Date {
  const end = now.getTime() + rules.holdAwaitingVideoMinutes * 60_000;
  return new Date(Math.min(end, firstCellAt.getTime()));
}

export const capMessages = {
  campaigns: (held: number, most: number) => message('booking.tooManyUnpaid', { held, most }),
  /** In the currency the customer reads prices in (the caps themselves are dollars). */
  cents: (most: number, total: number, currency?: DisplayCurrency) =>
    message('booking.unpaidHoldCap', {
      most: documentMoney(most, currency),
      total: documentMoney(total, currency),
    }),
};

/**
 * The catalogue cannot be hoarded: one customer may have at most `maxUnpaidCampaigns` campaigns
 * unpaid, and their held spots may total at most `maxUnpaidHoldCents`. Counted under the
 * customer's row lock, in the booking's transaction, so two requests of one customer queue and the
 * second sees the first's holds (the same row-lock discipline that keeps cells from overbooking).
 */
export async function checkUnpaidCaps(
  tx: Db,
  customerId: number,
  prepared: PreparedItem[],
  rules: Pick<BookingRules, 'maxUnpaidCampaigns' | 'maxUnpaidHoldCents'>,
): Promise<void> {
  const currency = await repository.lockCustomer(tx, customerId);
  if (!currency) throw new HttpError(401, 'signInToContinue');
  const held = await repository.unpaidHolds(tx, customerId);
  if (held.campaigns + 1 > rules.maxUnpaidCampaigns) {
    throw new HttpError(409, capMessages.campaigns(held.campaigns, rules.maxUnpaidCampaigns));
  }
  const total = held.totalCents + prepared.reduce((sum, p) => sum + p.quote.totalCents, 0);
  if (total > rules.maxUnpaidHoldCents) {
    throw new HttpError(409, capMessages.cents(rules.maxUnpaidHoldCents, total, currency));
  }
}
