import { orderStatusMessages, type OrderStatusCode } from '@screenspot/contracts/order-status';
import { useCallback } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useOrders } from '../api/get-orders';
import { formatDateTime, formatMoney } from '../lib/format';
import { EmptyState, LoadError } from './empty-state';
import { PageHeader } from './page-header';
import { Pager } from './pager';
import { SearchBox } from './search-box';
import { StatusBadge } from './status-badge';
import styles from './admin.module.css';

const pageSize = 25;
const statuses = Object.entries(orderStatusMessages) as [string, string][];

/** Every order, filterable by status and searchable by customer or screen; state lives in the URL. */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const page = Number(params.get('page') ?? 0) || 0;
  const orders = useOrders({
    q: q || undefined,
    status,
    page: String(page),
    size: String(pageSize),
  });

  const update = useCallback(
    (changes: Record<string, string>) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      setParams(next, { replace: true });
    },
    [params, setParams],
  );
  const onSearch = useCallback((value: string) => update({ q: value }), [update]);

  return (
    <>
      <PageHeader
        title="Orders"
        description="All orders, newest first. Open one to see its history or change its status."
      />
      <section className={styles.panel} aria-label="Orders">
        <div className={styles.toolbar}>
          <SearchBox
            label="Search orders"
            placeholder="Customer email, name, company or screen"
            value={q}
            onChange={onSearch}
          />
          <label className="visually-hidden" htmlFor="status-filter">
            Status
          </label>
          <select
            id="status-filter"
            className={styles.select}
            value={status}
            onChange={(event) => update({ status: event.target.value })}
          >
            <option value="">All statuses</option>
            {statuses.map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
          <span className={styles.toolbarEnd} aria-live="polite">
            {orders.data ? `${orders.data.total} order${orders.data.total === 1 ? '' : 's'}` : ''}
          </span>
        </div>
        {orders.error ? (
          <LoadError error={orders.error} onRetry={() => void orders.refetch()} />
        ) : null}
        {orders.data && orders.data.items.length === 0 ? (
          <EmptyState title="No orders match">Try another search or status.</EmptyState>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Customer</th>
                <th scope="col">Screen</th>
                <th scope="col" className={styles.numeric}>
                  Price
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {(orders.data?.items ?? []).map((order) => (
                <tr
                  key={order.id}
                  className={styles.rowLink}
                  onClick={() => navigate(`/admin/orders/${order.id}`)}
                >
                  <td data-label="Order">
                    <span>
                      <Link
                        className={styles.primaryCell}
                        to={`/admin/orders/${order.id}`}
                        onClick={(event) => event.stopPropagation()}
                      >
                        #{order.id}
                      </Link>
                      <span className={styles.secondary}>{formatDateTime(order.createdAt)}</span>
                    </span>
                  </td>
                  <td data-label="Customer">
                    <span>
                      {order.customer.name} {order.customer.surname}
                      <span className={styles.secondary}>{order.customer.email}</span>
                    </span>
                  </td>
                  <td data-label="Screen">
                    <span>
                      {order.screen.billboardName}
                      <span className={styles.secondary}>{order.screen.location}</span>
                    </span>
                  </td>
                  <td data-label="Price" className={styles.numeric}>
                    {formatMoney(order.price)}
                  </td>
                  <td data-label="Status">
                    <StatusBadge
                      code={order.statusCode}
                      label={
                        orderStatusMessages[order.statusCode as OrderStatusCode] ??
                        order.statusMessage
                      }
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {orders.data ? (
          <Pager
            page={page}
            size={pageSize}
            total={orders.data.total}
            onPage={(next) => update({ page: next ? String(next) : '' })}
          />
        ) : null}
      </section>
    </>
  );
}
