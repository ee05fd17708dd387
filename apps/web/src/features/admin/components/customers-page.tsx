import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCustomers } from '../api/get-customers';
import { formatDate } from '../lib/format';
import { PageHeader } from './page-header';
import { SearchedTable } from './searched-table';
import { useSearchedPage } from './use-searched-page';
import styles from './admin.module.css';

/** Every account, newest first; search by email, name, company or phone. */
export function CustomersPage() {
  const { t } = useTranslation('admin');
  const searched = useSearchedPage();
  const navigate = useNavigate();
  const customers = useCustomers(searched.query);

  return (
    <>
      <PageHeader title={t('customers.title')} description={t('customers.description')} />
      <SearchedTable
        section="customers"
        {...searched.table}
        query={customers}
        columns={[
          t('customers.customer'),
          t('customers.company'),
          t('customers.phone'),
          t('customers.joined'),
          { label: t('customers.orders'), numeric: true },
        ]}
      >
        {(customers.data?.items ?? []).map((customer) => (
          <tr
            key={customer.id}
            className={styles.rowLink}
            onClick={() => navigate(`/admin/customers/${customer.id}`)}
          >
            <td data-label={t('customers.customer')}>
              <span>
                <Link
                  to={`/admin/customers/${customer.id}`}
                  className={styles.primaryCell}
                  onClick={(event) => event.stopPropagation()}
                >
                  {customer.name} {customer.surname}
                </Link>
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
              </span>
            </td>
            <td data-label={t('customers.company')}>{customer.companyName}</td>
            <td data-label={t('customers.phone')} className={styles.mono}>
              <bdi dir="ltr">{customer.phoneNumber || '—'}</bdi>
            </td>
            <td data-label={t('customers.joined')}>{formatDate(customer.createdAt)}</td>
            <td data-label={t('customers.orders')} className={styles.numeric}>
              {customer.orderCount}
            </td>
          </tr>
        ))}
      </SearchedTable>
    </>
  );
}
