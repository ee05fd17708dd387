import { useTranslation } from 'react-i18next';
import { useCustomers } from '../api/get-customers';
import { formatDate } from '../../../../components/console/format';
import { LinkRow, RowLinkCell } from '../../../../components/console/link-row';
import { PageHeader } from '../../../../components/console/page-header';
import { SearchedTable } from '../../../../components/console/searched-table';
import { useSearchedPage } from '../../../../components/console/use-searched-page';
import styles from '../../../../components/console/console.module.css';

/** Every account, newest first; search by email, name, company or phone. */
export function CustomersPage() {
  const { t } = useTranslation('admin');
  const searched = useSearchedPage();
  const customers = useCustomers(searched.query);

  return (
    <>
      <PageHeader title={t('customers.title')} description={t('customers.description')} />
      <SearchedTable
        section="customers"
        {...searched.table}
        query={customers}
        columns={['customer', 'company', 'phone', 'joined', { key: 'orders', numeric: true }]}
      >
        {(customer) => (
          <LinkRow key={customer.id} to={`/admin/customers/${customer.id}`}>
            <RowLinkCell
              label={t('customers.customer')}
              to={`/admin/customers/${customer.id}`}
              detail={
                <>
                  {customer.role === 'operator' ? (
                    <span className="badge status-grey" style={{ marginInlineStart: 6 }}>
                      {t('customers.operator')}
                    </span>
                  ) : null}
                  {!customer.confirmed ? (
                    <span className="badge status-red" style={{ marginInlineStart: 6 }}>
                      {t('customers.unconfirmed')}
                    </span>
                  ) : null}
                  <span className={styles.secondary}>{customer.email}</span>
                </>
              }
            >
              {customer.name} {customer.surname}
            </RowLinkCell>
            <td data-label={t('customers.company')}>{customer.companyName}</td>
            <td data-label={t('customers.phone')} className={styles.mono}>
              <bdi dir="ltr">{customer.phoneNumber || '—'}</bdi>
            </td>
            <td data-label={t('customers.joined')}>{formatDate(customer.createdAt)}</td>
            <td data-label={t('customers.orders')} className={styles.numeric}>
              {customer.orderCount}
            </td>
          </LinkRow>
        )}
      </SearchedTable>
    </>
  );
}
