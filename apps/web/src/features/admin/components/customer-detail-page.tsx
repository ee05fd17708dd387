import { Link, useNavigate, useParams } from 'react-router';
import { useCustomer } from '../api/get-customer';
import { formatDate, formatDateTime, formatMoney } from '../lib/format';
import { EmptyState, LoadError } from './empty-state';
import { Icon } from './icons';
import { PageHeader } from './page-header';
import { StatusBadge } from './status-badge';
import admin from './admin.module.css';
import styles from './order-detail.module.css';

export function CustomerDetailPage() {
  const id = Number(useParams().id);
  const customer = useCustomer(id);
  const navigate = useNavigate();
  const back = (
    <Link to="/admin/customers" className={admin.backLink}>
      <Icon name="back" size={16} /> Customers
    </Link>
  );
  if (customer.error) {
    return (
      <>
        <PageHeader title="Customer" description="This customer could not be loaded." back={back} />
        <LoadError error={customer.error} onRetry={() => void customer.refetch()} />
      </>
    );
  }
  if (!customer.data) return <PageHeader title="Customer" description="Loading…" back={back} />;
  const c = customer.data;

  return (
    <>
      <PageHeader
        title={`${c.name} ${c.surname}`}
        description={`${c.companyName} · joined ${formatDate(c.createdAt)}`}
        back={back}
        actions={
          <a className="btn btn-secondary" href={`mailto:${c.email}`}>
            Email {c.name}
          </a>
        }
      />
      <div className={styles.grid}>
        <section className={admin.panel} aria-labelledby="customer-orders">
          <div className={admin.panelHeader}>
            <h2 id="customer-orders" className={admin.panelTitle}>
              Orders
            </h2>
            <span className={admin.mono}>{c.orders.length}</span>
          </div>
          {c.orders.length === 0 ? (
            <EmptyState title="No orders yet" />
          ) : (
            <table className={admin.table}>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Screen</th>
                  <th scope="col" className={admin.numeric}>
                    Price
                  </th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {c.orders.map((order) => (
                  <tr
                    key={order.id}
                    className={admin.rowLink}
                    onClick={() => navigate(`/admin/orders/${order.id}`)}
                  >
                    <td data-label="Order">
                      <span>
                        <Link
                          to={`/admin/orders/${order.id}`}
                          className={admin.primaryCell}
                          onClick={(event) => event.stopPropagation()}
                        >
                          #{order.id}
                        </Link>
                        <span className={admin.secondary}>{formatDateTime(order.createdAt)}</span>
                      </span>
                    </td>
                    <td data-label="Screen">{order.screen.billboardName}</td>
                    <td data-label="Price" className={admin.numeric}>
                      {formatMoney(order.price)}
                    </td>
                    <td data-label="Status">
                      <StatusBadge code={order.statusCode} label={order.statusMessage} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section className={admin.panel} aria-labelledby="customer-account">
          <div className={admin.panelHeader}>
            <h2 id="customer-account" className={admin.panelTitle}>
              Account
            </h2>
          </div>
          <div className={admin.panelBody}>
            <dl className={admin.facts}>
              <dt>Email</dt>
              <dd>{c.email}</dd>
              <dt>Phone</dt>
              <dd>{c.phoneNumber || '—'}</dd>
              <dt>Company</dt>
              <dd>{c.companyName}</dd>
              <dt>Role</dt>
              <dd>{c.role === 'operator' ? 'Operator' : 'Customer'}</dd>
              <dt>Confirmed</dt>
              <dd>{c.confirmed ? 'Yes' : 'Not yet'}</dd>
            </dl>
          </div>
        </section>
      </div>
    </>
  );
}
