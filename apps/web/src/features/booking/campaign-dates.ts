import type { Campaign } from '@screenspot/contracts/booking-api';

/** The first and last day any of the campaign's screens plays (Asia/Dubai dates). */
export function campaignDates(campaign: Campaign): { start: string; end: string } | null {
  const schedules = campaign.orders.map((order) => order.schedule);
  if (schedules.length === 0) return null;
  return {
    start: schedules.map((s) => s.startDate).reduce((a, b) => (a < b ? a : b)),
    end: schedules.map((s) => s.endDate).reduce((a, b) => (a > b ? a : b)),
  };
}
