import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MyOrdersLink } from './order-links';
import { OutcomeIcon } from './outcome-icon';
import { ApiRequestError } from '../../../lib/api-client';
import styles from './outcome.module.css';

/** When ?order is missing, malformed, unknown or not the customer's. */
export function OrderMissing({ message }: { message?: string }) {
  const { t } = useTranslation('orders');
  return (
    <div className={`card ${styles.panel}`}>
      <OutcomeIcon kind="cross" />
      <h1>{t('missing.title')}</h1>
      <p className={styles.lead}>{message ?? t('missing.text')}</p>
      <div className={styles.actions}>
        <MyOrdersLink className="btn btn-primary" />
      </div>
    </div>
  );
}

/**
 * An order screen's order once it is there, or what the screen shows instead: "no such order"
 * for a missing id or a 404, a busy box while it loads, or the server's message.
 */
export function loadedOrder<T>(
  id: number | null,
  order: UseQueryResult<T, Error>,
  loadingClassName: string,
): { data: T } | { instead: ReactNode } {
  if (id === null) return { instead: <OrderMissing /> };
  if (order.isPending) return { instead: <div className={loadingClassName} aria-busy="true" /> };
  if (order.isError) {
    const notFound = order.error instanceof ApiRequestError && order.error.status === 404;
    return { instead: <OrderMissing message={notFound ? undefined : order.error.message} /> };
  }
  return { data: order.data };
}
