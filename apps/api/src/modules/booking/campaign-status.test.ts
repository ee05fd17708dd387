import { orderStatus, type OrderStatusCode } from '@screenspot/contracts/order-status';
import { describe, expect, it } from 'vitest';
import { campaignStatus } from './campaign-status';

const now = new Date('2026-11-29T10:00:00Z');
const later = new Date('2026-12-02T02:00:00Z');
const earlier = new Date('2026-11-28T02:00:00Z');

/** One order per status code; a paid order starts `later` unless told otherwise. */
const orders = (...codes: OrderStatusCode[]) =>
  codes.map((statusCode) => ({ statusCode, firstCellAt: later }));

const { awaitingVideo, underReview, approved, paid, rejected, completed, cancelled, expired } =
  orderStatus;

describe('campaignStatus', () => {
  it.each([
    [[awaitingVideo], 'draft'],
    [[awaitingVideo, awaitingVideo], 'draft'],
    [[underReview], 'in_review'],
    [[approved], 'awaiting_payment'],
    [[paid], 'scheduled'],
    [[completed], 'completed'],
    [[cancelled], 'cancelled'],
    [[expired], 'expired'],
    [[rejected], 'draft'],
  ] as const)('one kind of order %j: %s', (codes, status) => {
    expect(campaignStatus(orders(...codes), now)).toBe(status);
  });

  it.each([
    // The least advanced living order decides.
    [[awaitingVideo, underReview, approved], 'draft'],
    [[underReview, approved], 'in_review'],
    [[approved, paid], 'awaiting_payment'],
    [[paid, completed], 'scheduled'],
    // Orders no longer alive leave the others to decide.
    [[cancelled, underReview], 'in_review'],
    [[expired, approved], 'awaiting_payment'],
    [[rejected, paid], 'scheduled'],
    [[rejected, cancelled], 'draft'],
    // With nothing alive: expired only when every order lapsed.
    [[expired, expired], 'expired'],
    [[expired, cancelled], 'cancelled'],
    [[cancelled, cancelled], 'cancelled'],
  ] as const)('orders %j: %s', (codes, status) => {
    expect(campaignStatus(orders(...codes), now)).toBe(status);
  });

  it('a paid order is scheduled before its first spot and live from it on', () => {
    expect(campaignStatus([{ statusCode: paid, firstCellAt: later }], now)).toBe('scheduled');
    expect(campaignStatus([{ statusCode: paid, firstCellAt: earlier }], now)).toBe('live');
    expect(campaignStatus([{ statusCode: paid, firstCellAt: now }], now)).toBe('live');
    expect(
      campaignStatus(
        [
          { statusCode: paid, firstCellAt: earlier },
          { statusCode: completed, firstCellAt: earlier },
        ],
        now,
      ),
    ).toBe('live');
  });

  it('a campaign without orders is a draft', () => {
    expect(campaignStatus([], now)).toBe('draft');
  });
});
