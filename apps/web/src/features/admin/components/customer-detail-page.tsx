import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useCustomer } from '../api/get-customer';
import { formatDate, formatDateTime, orderPrice, scheduleSummary } from '../lib/format';
import { EmptyState } from './empty-state';
import { BackLink, PageHeader, PendingHeader } from './page-header';
import { StatusBadge } from './status-badge';
import admin from './admin.module.css';
import { Panel } from './panel';
import { TableHead } from './table-head';
import styles from './order-detail.module.css';

export function CustomerDetailPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const customer = useCustomer(id);
  const navigate = useNavigate();
  const back = <BackLink to="/admin/customers">{t('customer.back')}</BackLink>;
  if (customer.error || !customer.data) {
    return (
      <PendingHeader
        title={t('customer.title')}
        couldNotLoad={t('customer.couldNotLoad')}
        back={back}
        error={customer.error}
        onRetry={() => void customer.refetch()}
      />
    );
  }
  const c = customer.data;

  return (
    <>
      <PageHeader
        title={`${c.name} ${c.surname}`}
        description={t('customer.joined', {
          company: c.companyName,
          date: formatDate(c.createdAt),
        })}
        back={back}
        actions={
          <a className="btn btn-secondary" href={`mailto:${c.email}`}>
            {t('customer.email', { name: c.name })}
          </a>
        }
      />
      <div className={styles.grid}>
        <Panel
          id="customer-orders"
          title={t('customer.orders')}
          aside=<span className={admin.mono}>{c.orders.length}</span>
        >
          {c.orders.length === 0 ? (
            <EmptyState title={t('customer.noOrders')} />
          ) : (
            <table className={admin.table}>
              <TableHead
                columns={[
                  t('customer.order'),
                  t('customer.screen'),
                  { label: t('customer.price'), numeric: true },
                  t('customer.status'),
                ]}
              />
              <tbody>
                {c.orders.map((order) => (
                  <tr
                    key={order.id}
                    className={admin.rowLink}
                    onClick={() => navigate(`/admin/orders/${order.id}`)}
                  >
                    <td data-label={t('customer.order')}>
                      <span>
                        <Link
                          to={`/admin/orders/${order.id}`}
                          className={admin.primaryCell}
                          onClick={(event) => event.stopPropagation()}
                        >
                          {t('orders.number', { id: order.id })}
                        </Link>
                        <span className={admin.secondary}>{formatDateTime(order.createdAt)}</span>
                      </span>
                    </td>
                    <td data-label={t('customer.screen')}>
                      <span>
                        {order.screen.billboardName}
                        {order.schedule ? (
                          <span className={admin.secondary}>{scheduleSummary(order.schedule)}</span>
                        ) : null}
                      </span>
                    </td>
                    <td data-label={t('customer.price')} className={admin.numeric}>
                      <bdi dir="ltr">{orderPrice(order)}</bdi>
                    </td>
                    <td data-label={t('customer.status')}>
                      <StatusBadge code={order.statusCode} label={order.statusMessage} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Panel>
        <Panel id="customer-account" title={t('customer.account')}>
          <div className={admin.panelBody}>
            <dl className={admin.facts}>
              <dt>{t('customer.emailLabel')}</dt>
              <dd>{c.email}</dd>
              <dt>{t('customer.phone')}</dt>
              <dd>
                <bdi dir="ltr">{c.phoneNumber || '—'}</bdi>
              </dd>
              <dt>{t('customer.company')}</dt>
              <dd>{c.companyName}</dd>
              <dt>{t('customer.role')}</dt>
              <dd>{c.role === 'operator' ? t('customer.operator') : t('customer.customer')}</dd>
              <dt>{t('customer.confirmed')}</dt>
              <dd>{c.confirmed ? t('customer.yes') : t('customer.notYet')}</dd>
            </dl>
          </div>
        </Panel>
      </div>
    </>
  );
}
