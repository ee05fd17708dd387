import { useTranslation } from 'react-i18next';
import { useCustomer } from '../api/get-customer';
import { formatDate, scheduleSummary } from '../../../../components/console/format';
import { EmptyState } from '../../../../components/console/empty-state';
import { BackLink, PageHeader, PendingHeader } from '../../../../components/console/page-header';
import admin from '../../../../components/console/console.module.css';
import { OrderRow } from '../../../../components/console/order-row';
import { Panel } from '../../../../components/console/panel';
import { TableHead } from '../../../../components/console/table-head';
import { useIdParam } from '../../../../lib/use-id-param';
import { BodyPanel } from '../../../../components/console/body-panel';

export function CustomerDetailPage() {
  const { t } = useTranslation('admin');
  // A path that is not an id asks for row 0, which no customer has: the page says not found.
  const id = useIdParam() ?? 0;
  const customer = useCustomer(id);
  const back = <BackLink to="/admin/customers">{t('customer.back')}</BackLink>;
  if (customer.error || !customer.data) {
    return <PendingHeader section="customer" back={back} query={customer} />;
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
      <div className={admin.detailGrid}>
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
                  <OrderRow
                    key={order.id}
                    order={order}
                    section="customer"
                    screenDetail={order.schedule ? scheduleSummary(order.schedule) : null}
                  />
                ))}
              </tbody>
            </table>
          )}
        </Panel>
        <BodyPanel id="customer-account" title={t('customer.account')}>
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
        </BodyPanel>
      </div>
    </>
  );
}
