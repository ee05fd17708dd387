import type { PaymentOptions } from '@screenspot/contracts/payment';
import { useTranslation } from 'react-i18next';
import { InvoiceStatusPill } from '../../../components/ui/invoice-status';
import { useFormat } from '../../../i18n/format';
import styles from './invoice-list.module.css';
import { Money } from '../../../components/ui/money';

type Invoice = PaymentOptions['invoices'][number];

/** The campaign's tax invoices: download, bank details while open, "Paid" once settled. */
export function InvoiceList({ invoices }: { invoices: Invoice[] }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  if (invoices.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="invoices-title">
      <h2 id="invoices-title" className={styles.title}>
        {t('invoices.title')}
      </h2>
      <ul className={styles.list}>
        {invoices.map((invoice) => (
          <li key={invoice.invoiceNumber}>
            <div className={styles.head}>
              <span className={`${styles.number} ltr`}>{invoice.invoiceNumber}</span>
              <InvoiceStatusPill
                status={invoice.status}
                data-testid={`invoice-status-${invoice.invoiceNumber}`}
              >
                {t(`invoices.status.${invoice.status}`)}
              </InvoiceStatusPill>
            </div>
            <p className={styles.amounts}>
              <Money cents={invoice.amountCents} />
              {invoice.status === 'open' && invoice.paidCents > 0
                ? t('invoices.received', { amount: format.cents(invoice.paidCents) })
                : ''}
            </p>
            {invoice.dueAt ? (
              <p className={styles.due}>
                {t('invoices.dueBy', { deadline: format.deadline(invoice.dueAt) })}
              </p>
            ) : null}
            {invoice.bankDetails ? (
              <dl className={styles.bank}>
                <dt>{t('invoices.beneficiary')}</dt>
                <dd>{invoice.bankDetails.beneficiary}</dd>
                <dt>{t('invoices.bank')}</dt>
                <dd>{invoice.bankDetails.bank}</dd>
                <dt>{t('invoices.iban')}</dt>
                <dd className={styles.mono} dir="ltr">
                  {invoice.bankDetails.iban}
                </dd>
                <dt>{t('invoices.reference')}</dt>
                <dd className={styles.mono} dir="ltr">
                  {invoice.bankDetails.reference}
                </dd>
              </dl>
            ) : null}
            <div className={styles.downloads}>
              <a
                className="btn btn-secondary"
                href={invoice.invoiceUrl}
                download={`${invoice.invoiceNumber}.pdf`}
              >
                {t('invoices.download')}
              </a>
              {/* The same invoice as the UAE e-invoice (PINT AE) a finance system imports. */}
              <a
                className="btn btn-ghost"
                href={`/api/invoices/${invoice.invoiceNumber}.xml`}
                download={`${invoice.invoiceNumber}.xml`}
              >
                {t('invoices.downloadXml')}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
