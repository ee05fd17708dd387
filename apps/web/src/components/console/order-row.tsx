import type { AdminOrder } from '@screenspot/contracts/admin-orders';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, orderPriceCents } from './format';
import { LinkRow, RowLinkCell } from './link-row';
import { StatusBadge } from './status-badge';
import admin from './console.module.css';
import { Money } from '../ui/money';

/**
 * An order's row in a console table, opening the order: its number and date, any `between`
 * cells, its screen with `screenDetail` under it, its price and its status. The cells' labels are
 * the `section`'s own in the catalogue.
 */
export function OrderRow({
  order,
  section,
  between,
  screenDetail,
}: {
  order: AdminOrder;
  section: 'orders' | 'customer';
  between?: ReactNode;
  screenDetail: string | null;
}) {
  const { t } = useTranslation('admin');
  const to = `/admin/orders/${order.id}`;
  return (
    <LinkRow to={to}>
      <RowLinkCell
        label={t(`${section}.order`)}
        to={to}
        detail={<span className={admin.secondary}>{formatDateTime(order.createdAt)}</span>}
      >
        {t('orders.number', { id: order.id })}
      </RowLinkCell>
      {between}
      <td data-label={t(`${section}.screen`)}>
        <span>
          {order.screen.billboardName}
          {screenDetail !== null ? <span className={admin.secondary}>{screenDetail}</span> : null}
        </span>
      </td>
      <td data-label={t(`${section}.price`)} className={admin.numeric}>
        <Money cents={orderPriceCents(order)} />
      </td>
      <td data-label={t(`${section}.status`)}>
        <StatusBadge code={order.statusCode} label={order.statusMessage} />
      </td>
    </LinkRow>
  );
}
