import type { CampaignOrder } from '@screenspot/contracts/booking-api';
import { orderStatus } from '@screenspot/contracts/order-status';
import type { TFunction } from 'i18next';

const names = Object.fromEntries(
  Object.entries(orderStatus).map(([name, code]) => [code, name]),
) as Record<number, string>;

/**
 * An order's status in the language in use (the orders catalogue's words); a paid order reads
 * "Scheduled" or "Live" as the server tells, and a code the web does not know keeps its text.
 */
export function orderStatusLabel(t: TFunction<'booking'>, order: CampaignOrder): string {
  if (order.statusCode === orderStatus.paid) {
    return order.statusMessage === 'Live'
      ? t('campaignStatus.live')
      : t('campaignStatus.scheduled');
  }
  const name = names[order.statusCode];
  return name ? t(`status.${name}`, { ns: 'orders' }) : order.statusMessage;
}
