import { orderStatus } from '@screenspot/contracts/order-status';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StepTracker } from '../../../components/ui/step-tracker';
import { ApiRequestError } from '../../../lib/api-client';
import { useOrderParam } from '../hooks/use-order-param';
import { useFormat } from '../../../i18n/format';
import { rich, statusText } from './texts';
import { OrderMissing } from './order-missing';
import { OutcomeIcon } from './outcome-icon';
import { ScreenImage } from './screen-image';
import styles from './outcome.module.css';

/** /approved?order=ID: the approved video's screen and the way on to payment. */
export function ApprovedScreen() {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const { id, order } = useOrderParam();
  if (id === null) return <OrderMissing />;
  if (order.isPending) return <div className={styles.loading} aria-busy="true" />;
  if (order.isError) {
    const notFound = order.error instanceof ApiRequestError && order.error.status === 404;
    return <OrderMissing message={notFound ? undefined : order.error.message} />;
  }
  const data = order.data;
  const screen = (
    <div className={styles.screen}>
      <ScreenImage ledId={data.ledInfo.ledId} name={data.ledInfo.billboardName} />
      <div>
        <h2 className={styles.screenName}>{data.ledInfo.billboardName}</h2>
        <p className={styles.screenText} dir="auto">
          {data.ledInfo.description}
        </p>
      </div>
    </div>
  );

  if (data.statusCode === orderStatus.underReview) {
    return (
      <div className={styles.wrap}>
        <div className={styles.tracker}>
          <StepTracker done={1} />
        </div>
        <div className={`card ${styles.panel}`}>
          <OutcomeIcon kind="clock" />
          <h1>{t('approved.reviewTitle')}</h1>
          <p className={styles.lead}>{t('approved.reviewLead')}</p>
          {screen}
          <div className={styles.actions}>
            <Link to="/tab/announcment" className="btn btn-secondary">
              {t('common.myOrders')}
            </Link>
          </div>
        </div>
      </div>
    );
  }

  if (data.statusCode !== orderStatus.approved) {
    const rejected = data.statusCode === orderStatus.rejected;
    return (
      <div className={styles.wrap}>
        <div className={`card ${styles.panel}`}>
          <OutcomeIcon kind={rejected ? 'cross' : 'check'} />
          <h1>
            {rejected
              ? t('approved.rejectedTitle')
              : t('common.thisOrderIs', {
                  status: statusText(t, data.statusCode, data.statusMessage).toLowerCase(),
                })}
          </h1>
          {rejected && data.statusReason ? (
            <p className={styles.reason}>{data.statusReason}</p>
          ) : null}
          {screen}
          <div className={styles.actions}>
            {rejected ? (
              <Link to={`/uploadVideo/${data.ledInfo.ledId}`} className="btn btn-primary">
                {t('common.uploadNewVideo')}
              </Link>
            ) : null}
            <Link to="/tab/announcment" className="btn btn-secondary">
              {t('common.myOrders')}
            </Link>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.wrap}>
      <div className={styles.tracker}>
        <StepTracker done={2} />
      </div>
      <div className={`card ${styles.panel}`}>
        <OutcomeIcon kind="check" />
        <h1>{t('approved.title')}</h1>
        <p className={styles.lead}>
          <Trans
            t={t}
            i18nKey="approved.lead"
            values={{ price: format.money(data.ledInfo.price) }}
            components={rich}
          />
        </p>
        {screen}
        <div className={styles.actions}>
          <Link to={`/payment?order=${data.id}`} className="btn btn-primary">
            {t('approved.payNow')}
          </Link>
        </div>
      </div>
    </div>
  );
}
