import type { Campaign } from '@screenspot/contracts/booking-api';
import { campaignSummary } from '@screenspot/contracts/campaign-summary';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import styles from './campaign-money.module.css';

/**
 * The campaign's one money summary: each order's price before VAT, then subtotal, VAT and total.
 * Orders that were rejected, cancelled or expired are not part of it.
 */
export function CampaignMoney({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const summary = campaignSummary(campaign.orders);
  const names = new Map(campaign.orders.map((o) => [o.orderId, o.screen.billboardName]));
  const money = (cents: number) => <bdi dir="ltr">{format.cents(cents)}</bdi>;
  return (
    <dl className={styles.money} data-testid="campaign-money">
      {summary.lines.map((line) => (
        <div key={line.orderId} className={styles.line}>
          <dt>
            <span dir="auto">{names.get(line.orderId)}</span>
            <span className={styles.muted}> {t('home.orderNumber', { id: line.orderId })}</span>
          </dt>
          <dd data-testid={`money-line-${line.orderId}`}>{money(line.subtotalCents)}</dd>
        </div>
      ))}
      <div className={styles.sum}>
        <dt>{t('quote.subtotal')}</dt>
        <dd data-testid="money-subtotal">{money(summary.subtotalCents)}</dd>
      </div>
      <div>
        <dt>{t('quote.vat')}</dt>
        <dd data-testid="money-vat">{money(summary.vatCents)}</dd>
      </div>
      <div className={styles.total}>
        <dt>{t('quote.total')}</dt>
        <dd data-testid="money-total">{money(summary.totalCents)}</dd>
      </div>
    </dl>
  );
}
