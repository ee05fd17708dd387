import type { Order } from '@screenspot/contracts/order';
import { RejectionReason } from './rejection-reason';
import { orderStatus } from '@screenspot/contracts/order-status';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dayInDubai, useFormat } from '../../../i18n/format';
import { UploadNewVideoLink } from './order-links';
import { OrderSchedule } from './order-schedule';
import { OrderStatus } from './order-status';
import { OrderVideo } from './order-video';
import { ScreenImage } from './screen-image';
import styles from './order-card.module.css';
import { Money } from '../../../components/ui/money';

/** One order in Announcements: the screen, what it costs, when it was made and where it stands. */
export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const [watching, setWatching] = useState(false);
  const titleId = `order-${order.id}-title`;
  return (
    <article className={`card ${styles.card}`} aria-labelledby={titleId}>
      <ScreenImage
        ledId={order.ledInfo.ledId}
        name={order.ledInfo.billboardName}
        className={styles.image}
      />
      <div className={styles.body}>
        <div className={styles.top}>
          <div>
            <p className={styles.number}>{t('common.orderNumber', { id: order.id })}</p>
            <h3 id={titleId} className={styles.name}>
              <Link to={`/order/${order.id}`} className={styles.nameLink}>
                {order.ledInfo.billboardName}
              </Link>
            </h3>
          </div>
          {/* The order's own price: its schedule's total with VAT (prices per spot are the
              finder's and the quote's, per daypart and day). */}
          {order.schedule ? (
            <p className={styles.price}>
              <Money cents={order.schedule.totalCents} />
              <span className={styles.unit}>{t('card.perSpot')}</span>
            </p>
          ) : null}
        </div>
        <p className={styles.description} dir="auto">
          {order.ledInfo.description}
        </p>
        {order.schedule ? <OrderSchedule schedule={order.schedule} /> : null}
        {order.statusCode === orderStatus.rejected ? (
          <div className={styles.reason}>
            <RejectionReason code={order.statusReasonCode} note={order.statusReason} />
            <UploadNewVideoLink orderId={order.id} />
          </div>
        ) : null}
        <div className={styles.bottom}>
          <p className={styles.date}>
            <Trans
              t={t}
              i18nKey="card.created"
              values={{ date: format.date(order.createdAt, dayInDubai) }}
              components={{ time: <time dateTime={order.createdAt} /> }}
            />
          </p>
          <div className={styles.actions}>
            <Link
              to={`/order/${order.id}`}
              className="btn btn-ghost"
              aria-label={t('card.viewOrderLabel', { id: order.id })}
            >
              {t('card.viewOrder')}
            </Link>
            {order.statusCode === orderStatus.awaitingVideo ? null : (
              <button
                type="button"
                className="btn btn-ghost"
                aria-expanded={watching}
                onClick={() => setWatching((value) => !value)}
              >
                {watching ? t('card.hideVideo') : t('card.watchVideo')}
              </button>
            )}
            <OrderStatus order={order} />
          </div>
        </div>
        {watching ? <OrderVideo order={order} className={styles.video} /> : null}
      </div>
    </article>
  );
}
