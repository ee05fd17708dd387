import { orderStatusMessages } from '@screenspot/contracts/order-status';
import { useFilteredPage } from '../../../../components/console/use-searched-page';
import { useTranslation } from 'react-i18next';
import { useOrders } from '../api/get-orders';
import { scheduleSummary } from '../../../../components/console/format';
import { PageHeader } from '../../../../components/console/page-header';
import { SearchedTable } from '../../../../components/console/searched-table';
import { FilterSelect } from '../../../../components/console/filter-select';
import { OrderRow } from '../../../../components/console/order-row';
import styles from '../../../../components/console/console.module.css';

const pageSize = 25;
const statuses = Object.keys(orderStatusMessages);

/** Every order, filterable by status and searchable by customer or screen; state lives in the URL. */
export function OrdersPage() {
  const { t } = useTranslation('admin');
  const { params, q, page, update, onSearch } = useFilteredPage();
  const status = params.get('status') ?? '';
  const orders = useOrders({
    q: q || undefined,
    status,
    page: String(page),
    size: String(pageSize),
  });

  return (
    <>
      <PageHeader title={t('orders.title')} description={t('orders.description')} />
      <SearchedTable
        section="orders"
        search={q}
        onSearch={onSearch}
        filters={
          <FilterSelect
            label={t('orders.status')}
            value={status}
            options={[
              { value: '', label: t('orders.allStatuses') },
              ...statuses.map((code) => ({ value: code, label: t(`status.${code}`) })),
            ]}
            onChange={(next) => update({ status: next })}
          />
        }
        liveCount
        query={orders}
        columns={['order', 'customer', 'screen', { key: 'price', numeric: true }, 'status']}
        page={page}
        size={pageSize}
        onPage={(next) => update({ page: next ? String(next) : '' })}
      >
        {(order) => (
          <OrderRow
            key={order.id}
            order={order}
            section="orders"
            between={
              <td data-label={t('orders.customer')}>
                <span>
                  {order.customer.name} {order.customer.surname}
                  <span className={styles.secondary}>{order.customer.email}</span>
                </span>
              </td>
            }
            screenDetail={order.schedule ? scheduleSummary(order.schedule) : order.screen.location}
          />
        )}
      </SearchedTable>
    </>
  );
}
