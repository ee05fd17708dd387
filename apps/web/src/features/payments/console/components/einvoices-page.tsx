import type { Transmission, TransmissionStatus } from '@screenspot/contracts/pint-ae';
import { useTranslation } from 'react-i18next';
import { useTransmissions } from '../api/einvoices';
import { formatDateTime } from '../../../../components/console/format';
import { EmptyState } from '../../../../components/console/empty-state';
import { useShowFilter } from '../../../../components/console/filtered-list';
import { FilteredListPage } from '../../../../components/console/filtered-list-page';
import { DocumentHead } from './document-head';
import styles from './invoices.module.css';

const filters = ['all', 'pending', 'sent', 'accepted', 'rejected'] as const satisfies readonly (
  TransmissionStatus | 'all'
)[];

/** Each tax invoice and credit note on its way to the buyer as a PINT AE e-invoice. */
export function EInvoicesPage() {
  const { t } = useTranslation('admin');
  const [filter, show] = useShowFilter(filters);
  const transmissions = useTransmissions(filter === 'all' ? undefined : filter);
  return (
    <FilteredListPage
      section="einvoices"
      filters={filters}
      filterLabel={(value) => t(`einvoices.filter.${value}`)}
      filter={filter}
      onFilter={show}
      query={transmissions}
      empty={<EmptyState title={t('einvoices.none')} />}
      listClassName={styles.list}
    >
      {(item) => <TransmissionItem key={item.id} item={item} />}
    </FilteredListPage>
  );
}

function TransmissionItem({ item }: { item: Transmission }) {
  const { t } = useTranslation('admin');
  const base = item.documentKind === 'invoice' ? '/api/invoices' : '/api/credit-notes';
  return (
    <li aria-label={t('einvoices.document', { number: item.documentNumber })}>
      <DocumentHead
        number={item.documentNumber}
        href={`${base}/${item.documentNumber}.xml`}
        facts={[
          t(`einvoices.kind.${item.documentKind}`),
          item.driver ? t(`einvoices.driver.${item.driver}`) : null,
          t('einvoices.attempts', { count: item.attempts }),
          t('einvoices.updated', { date: formatDateTime(item.updatedAt) }),
        ]}
      >
        <span className={`${styles.state} ${styles[item.status]}`}>
          {t(`einvoices.filter.${item.status}`)}
        </span>
      </DocumentHead>
      {item.reason ? (
        <p className={styles.reason}>
          <strong>{t('einvoices.reason')}</strong> <bdi>{item.reason}</bdi>
        </p>
      ) : null}
    </li>
  );
}
