import type { Campaign } from '@screenspot/contracts/booking-api';
import { campaignSummary } from '@screenspot/contracts/campaign-summary';
import { useTranslation } from 'react-i18next';
import styles from './campaign-money.module.css';
import { Money } from '../../../components/ui/money';
import { MoneyTotals } from './money-totals';

/**
 * The campaign's one money summary: each order's price before VAT, then subtotal, VAT and total.
 * Orders that were rejected, cancelled or expired are not part of it.
 */
export function CampaignMoney({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation('booking');
  const summary = campaignSummary(campaign.orders);
  const names = new Map(campaign.orders.map((o) => [o.orderId, o.screen.billboardName]));
  return (
    <dl className={styles.money} data-testid="campaign-money">
      {summary.lines.map((line) => (
        <div key={line.orderId} className={styles.line}>
          <dt>
            <span dir="auto">{names.get(line.orderId)}</span>
            <span className={styles.muted}> {t('home.orderNumber', { id: line.orderId })}</span>
          </dt>
          <dd data-testid={`money-line-${line.orderId}`}>
            <Money cents={line.subtotalCents} />
          </dd>
        </div>
      ))}
      <MoneyTotals
        amounts={summary}
        testIdPrefix="money"
        classNames={{ subtotal: styles.sum, total: styles.total }}
      />
    </dl>
  );
}
