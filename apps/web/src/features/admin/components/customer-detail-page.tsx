import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useCustomer } from '../api/get-customer';
import { formatDate, formatDateTime, orderPrice, scheduleSummary } from '../lib/format';
import { EmptyState, LoadError } from './empty-state';
import { Icon } from './icons';
import { PageHeader } from './page-header';
import { StatusBadge } from './status-badge';
import admin from './admin.module.css';
import { TableHead } from './table-head';
import styles from './order-detail.module.css';

export function CustomerDetailPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const customer = useCustomer(id);
  const navigate = useNavigate();
  const back = (
    <Link to="/admin/customers" className={admin.backLink}>
      <Icon name="back" size={16} /> {t('customer.back')}
    </Link>
  );
  if (customer.error) {
    return (
      <>
        <PageHeader
          title={t('customer.title')}
          description={t('customer.couldNotLoad')}
          back={back}
        />
        <LoadError error={customer.error} onRetry={() => void customer.refetch()} />
      </>
    );
  }
  if (!customer.data) {
    return <PageHeader title={t('customer.title')} description={t('common.loading')} back={back} />;
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
        <section className={admin.panel} aria-labelledby="customer-orders">
          <div className={admin.panelHeader}>
            <h2 id="customer-orders" className={admin.panelTitle}>
              {t('customer.orders')}
            </h2>
            <span className={admin.mono}>{c.orders.length}</span>
          </div>
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
        </section>
        <section className={admin.panel} aria-labelledby="customer-account">
          <div className={admin.panelHeader}>
            <h2 id="customer-account" className={admin.panelTitle}>
              {t('customer.account')}
            </h2>
          </div>
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
        </section>
      </div>
    </>
  );
}
