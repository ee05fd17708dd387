import type { Order } from '@screenspot/contracts/order';
import { readId } from '@screenspot/contracts/id-text';
import { orderStatus } from '@screenspot/contracts/order-status';
import {
  bankTransferMinHours,
  type InvoicePayment,
  type PaymentMethod,
  type PaymentOptions,
} from '@screenspot/contracts/payment';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { StepTracker } from '../../../components/ui/step-tracker';
import { ApiRequestError } from '../../../lib/api-client';
import { useFormat } from '../../../i18n/format';
import { rich, statusText } from './texts';
import { usePaymentOptions } from '../api/get-payment-options';
import { useOrder } from '../api/get-order';
import { usePayCampaign } from '../api/pay-campaign';
import { useRedirectOnUnauthorized } from '../hooks/use-sign-in-redirect';
import { InvoiceList } from './invoice-list';
import { MyOrdersLink } from './order-links';
import { OrderMissing, loadedOrder } from './order-missing';
import { PaymentMethods } from './payment-methods';
import styles from './payment-screen.module.css';
import { Money } from '../../../components/ui/money';
import { ErrorText } from '../../../components/ui/error-text';

const calendarDay = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/** /payment?campaign=ID (an older ?order=ID link finds its campaign first). */
export function PaymentScreen() {
  const [params] = useSearchParams();
  const campaignId = readId(params.get('campaign'));
  const orderId = campaignId === null ? readId(params.get('order')) : null;
  const order = useOrder(orderId);
  useRedirectOnUnauthorized(order.error);
  if (campaignId !== null) return <CampaignPayment campaignId={campaignId} />;
  const loaded = loadedOrder(orderId, order, styles.loading);
  if ('instead' in loaded) return loaded.instead;
  const data = loaded.data;
  const campaign = data.schedule?.campaignId;
  const settled = data.statusCode === orderStatus.approved || data.statusCode === orderStatus.paid;
  if (campaign && settled) return <Navigate to={`/payment?campaign=${campaign}`} replace />;
  return <NotPayable order={data} />;
}

/** Payment opens once the video is approved (and an order outside a campaign is paid with us). */
function NotPayable({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const underReview = order.statusCode === orderStatus.underReview;
  return (
    <div className={`card ${styles.panel}`} role="alert">
      <h1>{underReview ? t('payment.cannotPayYet') : t('payment.nothingOnline')}</h1>
      <p>
        {underReview
          ? t('payment.underReview', { id: order.id })
          : t('payment.orderIs', {
              id: order.id,
              status: statusText(t, order.statusCode, order.statusMessage).toLowerCase(),
            })}
      </p>
      <Link to={`/order/${order.id}`} className="btn btn-primary">
        {t('payment.follow', { id: order.id })}
      </Link>
    </div>
  );
}

function CampaignPayment({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation('orders');
  const [params] = useSearchParams();
  const options = usePaymentOptions(campaignId);
  useRedirectOnUnauthorized(options.error);
  if (options.isPending) return <div className={styles.loading} aria-busy="true" />;
  if (options.isError) {
    const notFound = options.error instanceof ApiRequestError && options.error.status === 404;
    return <OrderMissing message={notFound ? t('missing.campaign') : options.error.message} />;
  }
  return <PaymentPanel data={options.data} returningFromCard={params.get('paid') === 'card'} />;
}

function PaymentPanel({
  data,
  returningFromCard,
}: {
  data: PaymentOptions;
  returningFromCard: boolean;
}) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const pay = usePayCampaign(data.campaignId);
  const [chosen, setChosen] = useState<PaymentMethod | null>(data.methods[0] ?? null);
  const [issued, setIssued] = useState<InvoicePayment | null>(null);
  const due = data.amountDueCents > 0;
  // An invoice already issued is still owed until its transfer arrives: the page says so, not "$0".
  const awaitingTransferCents = data.invoices
    .filter((invoice) => invoice.status === 'open')
    .reduce((sum, invoice) => sum + invoice.amountCents - invoice.paidCents, 0);
  // A card checkout left unfinished holds its orders until it expires: it is still to be paid.
  const checkout = data.openCheckout;
  const owedCents = awaitingTransferCents + (checkout?.amountCents ?? 0);

  const submit = async () => {
    if (!chosen) return;
    try {
      const answer = await pay.mutateAsync(chosen);
      if ('checkoutUrl' in answer) window.location.assign(answer.checkoutUrl);
      else setIssued(answer);
    } catch {
      // The message is shown below from the mutation's error.
    }
  };

  return (
    <div className={styles.wrap}>
      <div className={styles.tracker}>
        <StepTracker done={due || owedCents > 0 ? 2 : 3} />
      </div>
      <div className={`card ${styles.panel}`}>
        <p className={styles.eyebrow}>{t('payment.campaign', { id: data.campaignId })}</p>
        <h1>{t('payment.title')}</h1>
        <div className={styles.total}>
          <p className={styles.totalLabel}>{t('payment.totalDue')}</p>
          <p className={styles.totalValue} data-testid="amount-due">
            <Money cents={due ? data.amountDueCents : owedCents} />
          </p>
          <p className={styles.totalFor}>
            {due ? (
              <Trans
                t={t}
                i18nKey="payment.subtotalVat"
                values={{
                  subtotal: format.cents(data.subtotalCents),
                  vat: format.cents(data.vatCents),
                }}
                components={rich}
              />
            ) : checkout ? (
              t('payment.cardOpen')
            ) : awaitingTransferCents > 0 ? (
              t('payment.awaitingTransfer')
            ) : (
              t('payment.nothingDue')
            )}
          </p>
        </div>
        {due ? (
          <>
            <ul className={styles.lines}>
              {data.orders.map((order) => (
                <li key={order.orderId}>
                  <span>
                    <strong>{order.billboardName}</strong>
                    <small>
                      <Trans
                        t={t}
                        i18nKey="payment.line"
                        values={{
                          id: order.orderId,
                          dates: format.days(order.startDate, order.endDate, calendarDay),
                        }}
                        components={rich}
                      />
                    </small>
                  </span>
                  <span className={styles.lineAmount}>
                    <Money cents={order.totalCents} />
                  </span>
                </li>
              ))}
            </ul>
            {data.dueAt ? (
              <p className={styles.deadline}>
                <Trans
                  t={t}
                  i18nKey="payment.payBy"
                  values={{ deadline: format.deadline(data.dueAt) }}
                  components={rich}
                />
              </p>
            ) : null}
            <h2 className={styles.methodsTitle}>{t('payment.method')}</h2>
            <PaymentMethods
              available={data.methods}
              chosen={chosen}
              onChoose={setChosen}
              disabled={pay.isPending}
            />
            {data.invoiceUnavailable === 'deadlineTooClose' && data.dueAt ? (
              <p className={styles.cardOnly} role="note" data-testid="card-only-reason">
                {t('payment.cardOnly', {
                  hours: bankTransferMinHours,
                  deadline: format.deadline(data.dueAt),
                })}
              </p>
            ) : null}
            <ErrorText error={pay.error} />
            <button
              type="button"
              className={`btn btn-primary ${styles.pay}`}
              disabled={!chosen || pay.isPending}
              onClick={() => void submit()}
            >
              {pay.isPending ? (
                t('payment.wait')
              ) : chosen === 'card' ? (
                <Trans
                  t={t}
                  i18nKey="payment.payByCard"
                  values={{ amount: format.cents(data.amountDueCents) }}
                  components={rich}
                />
              ) : (
                t('payment.getInvoice')
              )}
            </button>
          </>
        ) : returningFromCard ? (
          <p className={styles.confirming} role="status">
            {t('payment.confirming')}
          </p>
        ) : checkout ? (
          <>
            <p className={styles.deadline}>
              {t('payment.cardResume', { time: format.deadline(checkout.expiresAt) })}
            </p>
            <a href={checkout.checkoutUrl} className={`btn btn-primary ${styles.pay}`}>
              {t('payment.cardContinue')}
            </a>
          </>
        ) : null}
        {issued &&
        data.invoices.some(
          (i) => i.invoiceNumber === issued.invoiceNumber && i.status === 'open',
        ) ? (
          <p className={styles.issued} role="status">
            <Trans
              t={t}
              i18nKey="payment.issued"
              values={{
                number: issued.invoiceNumber,
                amount: format.cents(issued.amountCents),
                reference: issued.bankDetails.reference,
              }}
              components={rich}
            />
          </p>
        ) : null}
        <InvoiceList invoices={data.invoices} />
        <MyOrdersLink className={`btn btn-ghost ${styles.back}`}>{t('payment.back')}</MyOrdersLink>
      </div>
    </div>
  );
}
