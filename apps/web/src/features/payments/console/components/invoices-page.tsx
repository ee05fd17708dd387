import { localDate } from '@screenspot/contracts/booking';
import type { AdminInvoice, InvoiceStatus } from '@screenspot/contracts/payment';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InvoiceStatusPill } from '../../../../components/ui/invoice-status';
import { TextField } from '../../../../components/ui/text-field';
import { ApiRequestError } from '../../../../lib/api-client';
import { formatCents } from '../../../../lib/money';
import { useInvoices, useRecordTransfer } from '../api/invoices';
import { formatDateTime, formatDay, ltr } from '../../../../components/console/format';
import { EmptyState } from '../../../../components/console/empty-state';
import { useShowFilter } from '../../../../components/console/filtered-list';
import { FilteredListPage } from '../../../../components/console/filtered-list-page';
import { DocumentHead } from './document-head';
import styles from './invoices.module.css';
import { Money } from '../../../../components/ui/money';
import { ErrorText } from '../../../../components/ui/error-text';

const filters = ['open', 'paid', 'all'] as const satisfies readonly (InvoiceStatus | 'all')[];
const filterLabels = { open: 'unpaid', paid: 'paid', all: 'all' } as const;
/** The day a transfer arrived (YYYY-MM-DD) as the console writes dates: 25 Nov 2026. */
const calendarDay = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/** Tax invoices awaiting a bank transfer; the operator matches each transfer received. */
export function InvoicesPage() {
  const { t } = useTranslation('admin');
  const [filter, show] = useShowFilter(filters);
  const invoices = useInvoices(filter === 'all' ? undefined : filter);

  return (
    <FilteredListPage
      section="invoices"
      filters={filters}
      filterLabel={(value) => t(`invoices.${filterLabels[value]}`)}
      filter={filter}
      onFilter={show}
      query={invoices}
      empty={
        <EmptyState
          title={filter === 'open' ? t('invoices.nothingAwaiting') : t('invoices.none')}
        />
      }
      listClassName={styles.list}
    >
      {(invoice) => <InvoiceItem key={invoice.invoiceNumber} invoice={invoice} />}
    </FilteredListPage>
  );
}

function InvoiceItem({ invoice }: { invoice: AdminInvoice }) {
  const { t } = useTranslation('admin');
  const balance = Math.max(0, invoice.amountCents - invoice.paidCents);
  return (
    <li aria-label={t('invoices.invoice', { number: invoice.invoiceNumber })}>
      <DocumentHead
        number={invoice.invoiceNumber}
        href={`/api/invoices/${invoice.invoiceNumber}.pdf`}
        facts={[
          invoice.customer.companyName,
          t('invoices.campaign', { id: invoice.campaignId }),
          invoice.method === 'card' ? t('invoices.card') : t('invoices.transfer'),
          t('invoices.issued', { date: formatDateTime(invoice.issuedAt) }),
        ]}
      >
        <InvoiceStatusPill status={invoice.status}>
          {invoice.status === 'open'
            ? t('invoices.unpaid')
            : invoice.status === 'paid'
              ? t('invoices.paid')
              : t('invoices.cancelled')}
        </InvoiceStatusPill>
      </DocumentHead>
      <dl className={styles.figures}>
        {(
          [
            ['total', invoice.amountCents],
            ['received', invoice.paidCents],
            ['balance', balance],
          ] as const
        ).map(([name, cents]) => (
          <div key={name}>
            <dt>{t(`invoices.${name}`)}</dt>
            <dd className="ltr">
              <Money cents={cents} />
            </dd>
          </div>
        ))}
        <div>
          <dt>{t('invoices.reference')}</dt>
          <dd className={`${styles.mono} ltr`}>{invoice.reference ?? '—'}</dd>
        </div>
      </dl>
      {invoice.transfers.length > 0 ? (
        <ul className={styles.transfers}>
          {invoice.transfers.map((transfer) => (
            <li key={`${transfer.reference}-${transfer.recordedAt}`}>
              {t('invoices.receivedOn', {
                amount: ltr(formatCents(transfer.amountCents)),
                date: formatDay(transfer.receivedOn, calendarDay),
              })}{' '}
              ·{' '}
              <bdi dir="ltr" className={styles.mono}>
                {transfer.reference}
              </bdi>
            </li>
          ))}
        </ul>
      ) : null}
      {invoice.status === 'open' ? (
        // A new balance is a new form: it offers what is still due.
        <TransferForm key={balance} invoiceNumber={invoice.invoiceNumber} balanceCents={balance} />
      ) : null}
    </li>
  );
}

// Transfers arrive on Dubai's calendar day, which starts four hours before UTC's.
const today = () => localDate(new Date());

function TransferForm({
  invoiceNumber,
  balanceCents,
}: {
  invoiceNumber: string;
  balanceCents: number;
}) {
  const { t } = useTranslation('admin');
  const record = useRecordTransfer(invoiceNumber);
  const [amount, setAmount] = useState((balanceCents / 100).toFixed(2));
  const [receivedOn, setReceivedOn] = useState(today());
  const [reference, setReference] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const fieldErrors =
    record.error instanceof ApiRequestError
      ? (record.error.errors ?? {})
      : ({} as Record<string, string>);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setLocalError(null);
    if (!/^\d+(\.\d{1,2})?$/.test(amount.trim())) {
      setLocalError(t('invoices.amountHint'));
      return;
    }
    try {
      await record.mutateAsync({
        amountCents: Math.round(Number(amount) * 100),
        receivedOn,
        reference,
      });
      setReference('');
    } catch {
      // Shown below from the mutation's error.
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('invoices.amount')}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={localError ?? fieldErrors.amountCents}
      />
      <TextField
        label={t('invoices.receivedOnLabel')}
        type="date"
        value={receivedOn}
        onChange={(event) => setReceivedOn(event.target.value)}
        error={fieldErrors.receivedOn}
      />
      <TextField
        label={t('invoices.bankReference')}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
        error={fieldErrors.reference}
      />
      <button type="submit" className="btn btn-primary" disabled={record.isPending}>
        {record.isPending ? t('invoices.recording') : t('invoices.record')}
      </button>
      <ErrorText error={Object.keys(fieldErrors).length === 0 ? record.error : null} />
    </form>
  );
}
