import type { AdminHoldCustomer, AdminHoldOrder } from '@screenspot/contracts/admin-holds';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatterFor } from '../../../../i18n/format';
import { useHolds, useReleaseHold } from '../api/holds';
import { formatDays, formatNumber } from '../../../../components/console/format';
import { EmptyState, LoadError } from '../../../../components/console/empty-state';
import { PageHeader } from '../../../../components/console/page-header';
import { StatusBadge } from '../../../../components/console/status-badge';
import admin from '../../../../components/console/console.module.css';
import styles from './holds.module.css';
import { Money } from '../../../../components/ui/money';
import { ErrorText } from '../../../../components/ui/error-text';
import { MutationButton } from '../../../../components/ui/mutation-button';

/**
 * /admin/holds: every unpaid hold on the catalogue, by customer, the largest first; an operator
 * releases what is hoarded (the server records who and when in the order's history).
 */
export function HoldsPage() {
  const { t } = useTranslation('admin');
  const holds = useHolds();
  return (
    <>
      <PageHeader title={t('holds.title')} description={t('holds.description')} />
      <section className={admin.panel} aria-label={t('holds.region')}>
        {holds.error ? (
          <LoadError error={holds.error} onRetry={() => void holds.refetch()} />
        ) : holds.isPending ? (
          <p className={styles.loading} aria-busy="true">
            {t('common.loading')}
          </p>
        ) : holds.data.length === 0 ? (
          <EmptyState title={t('holds.none')} />
        ) : (
          <ul className={styles.customers}>
            {holds.data.map((group) => (
              <CustomerHolds key={group.customer.id} group={group} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function CustomerHolds({ group }: { group: AdminHoldCustomer }) {
  const { t } = useTranslation('admin');
  const headingId = `holds-customer-${group.customer.id}`;
  return (
    <li aria-labelledby={headingId}>
      <div className={styles.customerHead}>
        <div>
          <h2 id={headingId} className={styles.customerName}>
            <Link to={`/admin/customers/${group.customer.id}`}>{group.customer.companyName}</Link>
          </h2>
          <span className={admin.secondary}>
            {group.customer.name} · <bdi dir="ltr">{group.customer.email}</bdi>
          </span>
        </div>
        <p className={styles.summary}>
          {t('holds.summary', { count: group.campaigns })}
          <strong className="ltr">
            <Money cents={group.totalCents} />
          </strong>
        </p>
      </div>
      <ul className={styles.orders}>
        {group.orders.map((order) => (
          <HeldOrder key={order.orderId} order={order} />
        ))}
      </ul>
    </li>
  );
}

function HeldOrder({ order }: { order: AdminHoldOrder }) {
  const { t, i18n } = useTranslation('admin');
  const release = useReleaseHold();
  const [confirming, setConfirming] = useState(false);
  const format = formatterFor(i18n.resolvedLanguage ?? i18n.language);
  const label = t('holds.order', { id: order.orderId });
  return (
    <li className={styles.order} aria-label={label}>
      <div className={styles.orderMain}>
        <Link to={`/admin/orders/${order.orderId}`} className={styles.orderLink}>
          {label}
        </Link>
        <StatusBadge code={order.statusCode} />
        <span>{order.billboardName}</span>
        <span className={admin.secondary}>
          {[
            order.startDate && order.endDate ? formatDays(order.startDate, order.endDate) : null,
            t('holds.spots', { count: order.spots, spots: formatNumber(order.spots) }),
            order.holdExpiresAt
              ? t('holds.until', { deadline: format.deadline(order.holdExpiresAt) })
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </div>
      <strong className={`${styles.amount} ltr`}>
        <Money cents={order.totalCents} />
      </strong>
      <div className={styles.actions}>
        {confirming ? (
          <>
            <span className={styles.question}>{t('holds.confirm', { id: order.orderId })}</span>
            <MutationButton mutation={release} input={order.orderId} variant="danger">
              {release.isPending ? t('holds.releasing') : t('holds.releaseNow')}
            </MutationButton>
            <button
              type="button"
              className="btn btn-ghost"
              disabled={release.isPending}
              onClick={() => setConfirming(false)}
            >
              {t('common.keep')}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="btn btn-secondary"
            aria-label={t('holds.releaseOrder', { id: order.orderId })}
            onClick={() => setConfirming(true)}
          >
            {t('holds.release')}
          </button>
        )}
      </div>
      <ErrorText error={release.error} />
    </li>
  );
}
