import type { Quote } from '@screenspot/contracts/booking-api';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorText } from '../../../components/ui/error-text';
import { useFormat } from '../../../i18n/format';
import { audienceMethodHref, formatImpressions } from '../../../lib/audience';
import styles from './quote-summary.module.css';
import { Money } from '../../../components/ui/money';
import { MoneyTotals } from './money-totals';

/**
 * Subtotal, VAT 5 % and total of a quote, as the server priced it. While a new quote is on its way
 * (`pending`), the last one stays in view, dimmed and marked busy.
 */
export function QuoteSummary({
  quote,
  error,
  pending = false,
}: {
  quote: Quote | undefined;
  error?: string;
  pending?: boolean;
}) {
  const { t, i18n } = useTranslation('booking');
  const format = useFormat();
  if (error) return <ErrorText error={error} />;
  if (!quote) return null;
  const several = quote.items.length > 1;
  return (
    <dl
      className={styles.quote}
      aria-label={t('quote.price')}
      aria-live="polite"
      aria-busy={pending || undefined}
    >
      {/* One line per screen and daypart: spots per loop × days × the daypart's price unit. */}
      <div className={styles.lines}>
        <dt className="visually-hidden">{t('quote.lines')}</dt>
        <dd>
          <ul data-testid="quote-lines">
            {quote.items.flatMap((item) =>
              item.breakdown.map((line) => {
                const daypart = t(`daypartNames.${line.daypart}`);
                return (
                  <li key={`${item.ledId}-${line.daypart}`}>
                    <span>
                      {several
                        ? t('quote.lineOf', { screen: item.billboardName, daypart })
                        : daypart}
                    </span>
                    <span>
                      {t('quote.line', {
                        spots: t('quote.spots', {
                          spots: format.number(item.spotsPerLoop),
                          count: item.spotsPerLoop,
                        }),
                        days: t('quote.days', {
                          days: format.number(line.cells),
                          count: line.cells,
                        }),
                        price: format.ltr(format.cents(line.unitCents)),
                      })}
                    </span>
                    <Money cents={line.amountCents} />
                  </li>
                );
              }),
            )}
          </ul>
        </dd>
      </div>
      <MoneyTotals amounts={quote} testIdPrefix="quote" classNames={{ total: styles.total }} />
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
                  <Money cents={quote.effectiveCpmCents} />
                </Link>
              </dd>
            </div>
          ) : null}
        </>
      ) : null}
    </dl>
  );
}
