import type { Order } from '@screenspot/contracts/order';
import { orderStatus, statusColour } from '@screenspot/contracts/order-status';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LineIcon } from '../../../components/ui/icons';
import { StatusIcon } from './status-icon';
import { statusText } from './texts';
import styles from './order-status.module.css';

/**
 * The order's status, coloured as the spec says (0-2 green, 3 red, others grey) and labelled with
 * the status in words (never colour alone) and a shape per status. An approved order's status
 * leads on to payment.
 */
export function OrderStatus({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const label = statusText(t, order.statusCode, order.statusMessage);
  const colour = statusColour(order.statusCode);
  const className = `${styles.status} status-${colour} ${styles[colour] ?? ''}`;
  if (order.statusCode === orderStatus.approved) {
    return (
      <Link to={`/approved?order=${order.id}`} className={`${className} ${styles.action}`}>
        <StatusIcon code={order.statusCode} />
        {label}
        <LineIcon size={14} strokeWidth={2.2} round="caps" d="M9 6l6 6-6 6" />
      </Link>
    );
  }
  return (
    <span className={className} data-status-code={order.statusCode}>
      <StatusIcon code={order.statusCode} />
      {label}
    </span>
  );
}
