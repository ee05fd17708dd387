import type { Config } from '../../config';

/**
 * The limits a booking is held to (decision 0016, "Honest deadlines, bounded holds"), from the
 * configuration, with the clock every booking path reads: tests move it to see a hold lapse.
 */
export type BookingRules = {
  /** The earliest bookable cell starts at least this many minutes after now. */
  minLeadMinutes: number;
  /** How long an order awaiting its video holds its cells. */
  holdAwaitingVideoMinutes: number;
  maxUnpaidCampaigns: number;
  /** Unpaid held spots of one customer, VAT included, in cents. */
  maxUnpaidHoldCents: number;
  now: () => Date;
};

export type RuleConfig = Pick<
  Config,
  | 'MIN_LEAD_MINUTES'
  | 'HOLD_AWAITING_VIDEO_MINUTES'
  | 'MAX_UNPAID_CAMPAIGNS'
  | 'MAX_UNPAID_HOLD_CENTS'
>;

export const systemClock = () => new Date();

export function bookingRules(config: RuleConfig, now: () => Date = systemClock): BookingRules {
  return {
    minLeadMinutes: config.MIN_LEAD_MINUTES,
    holdAwaitingVideoMinutes: config.HOLD_AWAITING_VIDEO_MINUTES,
    maxUnpaidCampaigns: config.MAX_UNPAID_CAMPAIGNS,
    maxUnpaidHoldCents: config.MAX_UNPAID_HOLD_CENTS,
    now,
  };
}

/** The first moment a cell may start to be sold now. */
export const earliestStart = (rules: Pick<BookingRules, 'minLeadMinutes'>, now: Date) =>
  new Date(now.getTime() + rules.minLeadMinutes * 60_000);
