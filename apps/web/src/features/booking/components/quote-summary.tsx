import type { Quote } from '@screenspot/contracts/booking-api';
import { formatCents } from '../schedule';
import styles from './quote-summary.module.css';

/** Subtotal, VAT 5 % and total of a quote, as the server priced it. */
export function QuoteSummary({ quote, error }: { quote: Quote | undefined; error?: string }) {
  if (error) {
    return (
      <p className="form-error" role="alert">
        {error}
      </p>
    );
  }
  if (!quote) return null;
  return (
    <dl className={styles.quote} aria-label="Price" aria-live="polite">
      <div>
        <dt>Subtotal</dt>
        <dd data-testid="quote-subtotal">{formatCents(quote.subtotalCents)}</dd>
      </div>
      <div>
        <dt>VAT 5 %</dt>
        <dd>{formatCents(quote.vatCents)}</dd>
      </div>
      <div className={styles.total}>
        <dt>Total</dt>
        <dd data-testid="quote-total">{formatCents(quote.totalCents)}</dd>
      </div>
    </dl>
  );
}
