import type { Quote } from '@screenspot/contracts/booking-api';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format';
import { audienceMethodHref, formatImpressions } from '../../../lib/audience';
import styles from './quote-summary.module.css';

/** Subtotal, VAT 5 % and total of a quote, as the server priced it. */
export function QuoteSummary({ quote, error }: { quote: Quote | undefined; error?: string }) {
  const { t, i18n } = useTranslation('booking');
  const format = useFormat();
  if (error) {
    return (
      <p className="form-error" role="alert">
        {error}
      </p>
    );
  }
  if (!quote) return null;
  // Amounts stay left to right inside Arabic text.
  const money = (cents: number) => <bdi dir="ltr">{format.cents(cents)}</bdi>;
  return (
    <dl className={styles.quote} aria-label={t('quote.price')} aria-live="polite">
      <div>
        <dt>{t('quote.subtotal')}</dt>
        <dd data-testid="quote-subtotal">{money(quote.subtotalCents)}</dd>
      </div>
      <div>
        <dt>{t('quote.vat')}</dt>
        <dd data-testid="quote-vat">{money(quote.vatCents)}</dd>
      </div>
      <div className={styles.total}>
        <dt>{t('quote.total')}</dt>
        <dd data-testid="quote-total">{money(quote.totalCents)}</dd>
      </div>
      {quote.impressions > 0 ? (
        <>
          <div className={styles.audience}>
            <dt>{t('quote.impressions')}</dt>
            <dd>
              <Link to={audienceMethodHref()} title={t('quote.howWeEstimate')}>
                {formatImpressions(quote.impressions, i18n.language)}
              </Link>
            </dd>
          </div>
          {quote.effectiveCpmCents !== null ? (
            <div className={styles.audience}>
              <dt>{t('quote.cpm')}</dt>
              <dd>
                <Link to={audienceMethodHref()} title={t('quote.howWeEstimate')}>
                  {money(quote.effectiveCpmCents)}
                </Link>
              </dd>
            </div>
          ) : null}
        </>
      ) : null}
    </dl>
  );
}
