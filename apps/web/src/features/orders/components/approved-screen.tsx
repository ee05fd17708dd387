import { orderStatus } from '@screenspot/contracts/order-status';
import { RejectionReason } from './rejection-reason';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOrderParam } from '../hooks/use-order-param';
import { useFormat } from '../../../i18n/format';
import { rich, statusText } from './texts';
import { loadedOrder } from './order-missing';
import { MyOrdersLink, UploadNewVideoLink } from './order-links';
import { OutcomeIcon } from './outcome-icon';
import { ScreenImage } from './screen-image';
import { OutcomePanel } from './outcome-panel';
import styles from './outcome.module.css';

/** /approved?order=ID: the approved video's screen and the way on to payment. */
export function ApprovedScreen() {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const { id, order } = useOrderParam();
  const loaded = loadedOrder(id, order, styles.loading);
  if ('instead' in loaded) return loaded.instead;
  const data = loaded.data;
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
      <OutcomePanel stepsDone={1}>
        <OutcomeIcon kind="clock" />
        <h1>{t('approved.reviewTitle')}</h1>
        <p className={styles.lead}>{t('approved.reviewLead')}</p>
        {screen}
        <div className={styles.actions}>
          <MyOrdersLink />
        </div>
      </OutcomePanel>
    );
  }

  if (data.statusCode !== orderStatus.approved) {
    const rejected = data.statusCode === orderStatus.rejected;
    return (
      <OutcomePanel>
        <OutcomeIcon kind={rejected ? 'cross' : 'check'} />
        <h1>
          {rejected
            ? t('approved.rejectedTitle')
            : t('common.thisOrderIs', {
                status: statusText(t, data.statusCode, data.statusMessage).toLowerCase(),
              })}
        </h1>
        {rejected ? (
          <RejectionReason
            className={styles.reason}
            code={data.statusReasonCode}
            note={data.statusReason}
          />
        ) : null}
        {screen}
        <div className={styles.actions}>
          {rejected ? <UploadNewVideoLink orderId={data.id} /> : null}
          <MyOrdersLink />
        </div>
      </OutcomePanel>
    );
  }

  return (
    <OutcomePanel stepsDone={2}>
      <OutcomeIcon kind="check" />
      <h1>{t('approved.title')}</h1>
      <p className={styles.lead}>
        <Trans
          t={t}
          i18nKey={data.schedule ? 'approved.lead' : 'approved.leadSpotPrice'}
          values={{
            price: data.schedule
              ? format.cents(data.schedule.totalCents)
              : format.money(data.ledInfo.price),
          }}
          components={rich}
        />
      </p>
      {screen}
      <div className={styles.actions}>
        <Link to={`/payment?order=${data.id}`} className="btn btn-primary">
          {t('approved.payNow')}
        </Link>
      </div>
    </OutcomePanel>
  );
}
