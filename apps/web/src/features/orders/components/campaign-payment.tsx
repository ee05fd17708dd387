import type { Campaign } from '@screenspot/contracts/booking-api';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format';
import { usePaymentOptions } from '../api/get-payment-options';
import { InvoiceList } from './invoice-list';
import styles from './campaign-payment.module.css';
import { RetryBox } from '../../../components/ui/notice-card';

/** Statuses in which the campaign has been invoiced or paid, or can be now. */
const billed = new Set(['awaiting_payment', 'scheduled', 'live', 'completed']);

/**
 * A campaign's payment state on its page: what is due and by when with the way to pay, or that it
 * is paid; and its invoices (the receipt of a card payment is its paid invoice).
 */
export function CampaignPayment({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const hasBills = billed.has(campaign.status);
  const options = usePaymentOptions(hasBills ? campaign.id : null);
  const state =
    campaign.status === 'awaiting_payment'
      ? 'due'
      : hasBills
        ? 'paid'
        : campaign.status === 'cancelled' || campaign.status === 'expired'
          ? 'none'
          : 'notYet';
  return (
    <section className={`card ${styles.card}`} aria-labelledby="campaign-payment">
      <h2 id="campaign-payment">{t('campaignPayment.title')}</h2>
      <p data-testid="payment-state">
        {state === 'due' && options.data ? (
          <Trans
            t={t}
            i18nKey="campaignPayment.due"
            values={{ amount: format.cents(options.data.amountDueCents) }}
            components={{ ltr: <bdi dir="ltr" />, strong: <strong /> }}
          />
        ) : (
          t(`campaignPayment.${state === 'due' ? 'dueLoading' : state}`)
        )}
      </p>
      {state === 'due' && campaign.paymentDueAt ? (
        <p>
          {t('campaignPayment.dueBy', {
            time: format.deadline(campaign.paymentDueAt),
          })}
        </p>
      ) : null}
      {state === 'due' ? (
        <Link to={`/payment?campaign=${campaign.id}`} className="btn btn-primary">
          {t('campaignPayment.pay')}
        </Link>
      ) : null}
      {options.isError ? (
        <RetryBox className={styles.error} query={options}>
          {t('campaignPayment.retry')}
        </RetryBox>
      ) : null}
      {options.data ? <InvoiceList invoices={options.data.invoices} /> : null}
    </section>
  );
}
