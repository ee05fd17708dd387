import { useCallback } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCustomers } from '../api/get-customers';
import { formatDate } from '../lib/format';
import { EmptyState, LoadError } from './empty-state';
import { PageHeader } from './page-header';
import { Pager } from './pager';
import { SearchBox } from './search-box';
import styles from './admin.module.css';

const pageSize = 25;

/** Every account, newest first; search by email, name, company or phone. */
export function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? 0) || 0;
  const customers = useCustomers({ q: q || undefined, page, size: pageSize });
  const onSearch = useCallback(
    (value: string) => setParams(value ? { q: value } : {}, { replace: true }),
    [setParams],
  );

  return (
    <>
      <PageHeader title="Customers" description="Advertisers with an account, and their orders." />
      <section className={styles.panel} aria-label="Customers">
        <div className={styles.toolbar}>
          <SearchBox
            label="Search customers"
            placeholder="Email, name, company or phone"
            value={q}
            onChange={onSearch}
          />
          <span className={styles.toolbarEnd}>
            {customers.data
              ? `${customers.data.total} account${customers.data.total === 1 ? '' : 's'}`
              : ''}
          </span>
        </div>
        {customers.error ? (
          <LoadError error={customers.error} onRetry={() => void customers.refetch()} />
        ) : null}
        {customers.data && customers.data.items.length === 0 ? (
          <EmptyState title="No customers match">Try another search.</EmptyState>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Customer</th>
                <th scope="col">Company</th>
                <th scope="col">Phone</th>
                <th scope="col">Joined</th>
                <th scope="col" className={styles.numeric}>
                  Orders
                </th>
              </tr>
            </thead>
            <tbody>
              {(customers.data?.items ?? []).map((customer) => (
                <tr
                  key={customer.id}
                  className={styles.rowLink}
                  onClick={() => navigate(`/admin/customers/${customer.id}`)}
                >
                  <td data-label="Customer">
                    <span>
                      <Link
                        to={`/admin/customers/${customer.id}`}
                        className={styles.primaryCell}
                        onClick={(event) => event.stopPropagation()}
                      >
                        {customer.name} {customer.surname}
                      </Link>
                      {customer.role === 'operator' ? (
                        <span className="badge status-grey" style={{ marginLeft: 6 }}>
                          Operator
                        </span>
                      ) : null}
                      {!customer.confirmed ? (
                        <span className="badge status-red" style={{ marginLeft: 6 }}>
                          Unconfirmed
                        </span>
                      ) : null}
                      <span className={styles.secondary}>{customer.email}</span>
                    </span>
                  </td>
                  <td data-label="Company">{customer.companyName}</td>
                  <td data-label="Phone" className={styles.mono}>
                    {customer.phoneNumber || '—'}
                  </td>
                  <td data-label="Joined">{formatDate(customer.createdAt)}</td>
                  <td data-label="Orders" className={styles.numeric}>
                    {customer.orderCount}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {customers.data ? (
          <Pager
            page={page}
            size={pageSize}
            total={customers.data.total}
            onPage={(next) =>
              setParams({ ...(q ? { q } : {}), ...(next ? { page: String(next) } : {}) })
            }
          />
        ) : null}
      </section>
    </>
  );
}
