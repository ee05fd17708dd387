import type { Campaign } from '@screenspot/contracts/booking-api';
import type { Recommendation } from '@screenspot/contracts/recommendation';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Fact } from '../../../components/ui/fact';
import { useFormat } from '../../../i18n/format';
import { audienceMethodHref, formatImpressions } from '../../../lib/audience';
import styles from './recommender.module.css';
import { Money } from '../../../components/ui/money';

type Props = {
  proposal: Recommendation;
  /** null while unknown. */
  signedIn: boolean | null;
  signInHref: string;
  onBook: () => void;
  booking: boolean;
  bookError: string | null;
  booked: Campaign | null;
};

const noFigure = '—';

/** The proposal: totals, each screen with its schedule and why it was chosen, and booking. */
export function ProposalList({
  proposal,
  signedIn,
  signInHref,
  onBook,
  booking,
  bookError,
  booked,
}: Props) {
  const { t } = useTranslation('recommender');
  const { t: tBooking } = useTranslation('booking');
  const format = useFormat();
  const impressions = (value: number) => formatImpressions(value, format.locale);
  const { quote } = proposal;
  if (!quote || proposal.items.length === 0) {
    return (
      <section className={styles.empty} aria-live="polite">
        <h2>{t('proposal.none')}</h2>
        <p>{proposal.message}</p>
      </section>
    );
  }
  return (
    <section className={styles.results} aria-labelledby="proposal-title">
      <div className={styles.summary}>
        <div>
          <h2 id="proposal-title" className={styles.summaryTitle}>
            {t('proposal.title')}
          </h2>
          <p className={styles.summaryText} aria-live="polite">
            {proposal.message}
          </p>
        </div>
        <dl className={styles.totals}>
          <Fact term={t('proposal.impressions')}>
            <Link to={audienceMethodHref()}>{impressions(quote.impressions)}</Link>
          </Fact>
          <Fact term={t('proposal.totalWithVat')}>
            <Money cents={quote.totalCents} />
          </Fact>
          <Fact term={t('proposal.cpm')}>
            <Link to={audienceMethodHref()}>
              {quote.effectiveCpmCents === null ? (
                noFigure
              ) : (
                <Money cents={quote.effectiveCpmCents} />
              )}
            </Link>
          </Fact>
          <Fact term={t('proposal.leftOfBudget')}>
            <Money cents={proposal.remainingCents} />
          </Fact>
        </dl>
      </div>
      <ol className={styles.items}>
        {proposal.items.map((item, index) => (
          <li key={item.ledId} className={styles.item}>
            <span className={styles.rank} aria-hidden="true">
              {format.number(index + 1)}
            </span>
            <div className={styles.itemBody}>
              <div className={styles.itemHead}>
                <h3>{item.billboardName}</h3>
                <span className={styles.itemPrice}>
                  <Money cents={item.totalCents} />
                </span>
              </div>
              <p className={styles.itemLocation}>{item.location}</p>
              <p className={styles.schedule}>
                {t('proposal.schedule', {
                  count: item.spotsPerLoop,
                  spots: format.number(item.spotsPerLoop),
                  dates: format.days(item.startDate, item.endDate),
                  dayparts: item.dayparts
                    .map((id) => tBooking(`dayparts.${id}`))
                    .join(tBooking('listSeparator')),
                })}
              </p>
              <p className={styles.why}>{item.explanation}</p>
              <p className={styles.itemFigures}>
                <Link to={audienceMethodHref(item.ledId)}>
                  {t('proposal.itemImpressions', { impressions: impressions(item.impressions) })}
                </Link>{' '}
                ·{' '}
                <Link to={audienceMethodHref(item.ledId)}>
                  {t('proposal.perThousand', {
                    impressions: impressions(item.impressionsPerThousandDollars),
                    thousand: format.ltr(format.money(1000)),
                  })}
                </Link>
              </p>
            </div>
          </li>
        ))}
      </ol>
      <div className={styles.bookBar}>
        {booked ? (
          <div className={styles.booked} role="status">
            <Trans
              t={t}
              i18nKey="proposal.booked"
              values={{ id: booked.campaignId }}
              components={{ b: <Link to={`/campaigns/${booked.campaignId}`} /> }}
            />
            {booked.orders.map((order, i) => (
              <span key={order.orderId}>
                {i > 0 ? tBooking('listSeparator') : ''}
                <Link to={`/order/${order.orderId}`}>
                  {t('proposal.order', { id: order.orderId })}
                </Link>
              </span>
            ))}
            .
          </div>
        ) : signedIn === false ? (
          <Link to={signInHref} className="btn btn-primary btn-lg">
            {t('proposal.signInToBook')}
          </Link>
        ) : (
          <button
            type="button"
            className="btn btn-primary btn-lg"
            onClick={onBook}
            disabled={booking}
          >
            {booking
              ? t('proposal.booking')
              : t('proposal.book', { total: format.cents(quote.totalCents) })}
          </button>
        )}
        {bookError ? (
          <p className="field-error" role="alert">
            {bookError}
          </p>
        ) : null}
        <p className={styles.methodNote}>
          {t('proposal.howWeChoose', { method: proposal.method })}{' '}
          <Link to={audienceMethodHref()}>{t('proposal.howWeEstimate')}</Link>
        </p>
      </div>
    </section>
  );
}
