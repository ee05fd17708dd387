import { AddToCampaign } from '../../../components/ui/add-to-campaign';
import { limits } from '@screenspot/contracts/limits';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { useScreen } from '../api/get-screen';
import { screenImageUrl } from '../api/get-screen-image';
import { formatDuration } from '../format';
import { AudienceEstimate } from './audience-estimate';
import { TableHead } from '../../../components/ui/table-head';
import styles from './screen-detail-modal.module.css';
import { Money } from '../../../components/ui/money';

type ScreenDetailModalProps = {
  /** The route's id; not a number when the URL was typed wrong. */
  ledId: number;
  onClose: () => void;
};

/** One screen's details over the finder, with its own Book link. */
export function ScreenDetailModal({ ledId, onClose }: ScreenDetailModalProps) {
  const { t } = useTranslation(['finder', 'booking']);
  const valid = Number.isInteger(ledId) && ledId > 0;
  const { data: screen, isError } = useScreen(valid ? ledId : 0, valid);

  if (!valid || isError) {
    return (
      <Modal title={t('detail.notFoundTitle')} onClose={onClose} width={limits.detailModalWidthPx}>
        <p className={styles.missing}>{t('detail.notFoundText')}</p>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('detail.backToList')}
        </button>
      </Modal>
    );
  }

  if (!screen) {
    return (
      <Modal title={t('detail.loading')} onClose={onClose} width={limits.detailModalWidthPx}>
        <div className={styles.loading} aria-busy="true" />
      </Modal>
    );
  }

  return (
    <Modal
      title={screen.billboardName}
      onClose={onClose}
      width={limits.detailModalWidthPx}
      footer={
        <div className={styles.footerActions}>
          <AddToCampaign
            screen={{
              ledId: screen.ledId,
              billboardName: screen.billboardName,
              location: screen.location,
            }}
          />
          <Link to={`/uploadVideo/${screen.ledId}`} className="btn btn-primary btn-block">
            {t('detail.book')}
          </Link>
        </div>
      }
    >
      <img
        className={styles.image}
        src={screenImageUrl(screen.ledId)}
        alt={t('detail.imageAlt', { name: screen.billboardName, location: screen.location })}
        width={480}
        height={320}
      />
      <h3 className={styles.title}>{screen.title}</h3>
      <p className={styles.location}>{screen.location}</p>
      <p className={styles.description}>{screen.description}</p>
      <div className={styles.price}>
        <p className={styles.amount}>
          <span>{t('detail.startingFrom')}</span>
          <strong>
            <Money cents={Math.round(screen.price * 100)} />
          </strong>
          <span>{t('detail.perSpot')}</span>
        </p>
        <p className={styles.note}>{t('detail.pricingNote')}</p>
        {screen.daypartPrices ? (
          <div role="group" aria-label={t('detail.daypartPrices')}>
            <dl className={styles.dayparts}>
              {screen.daypartPrices.map((line) => (
                <div key={line.daypart} className={styles.daypart}>
                  <dt>{t(`dayparts.${line.daypart}`, { ns: 'booking' })}</dt>
                  <dd>
                    <Money cents={line.priceCents} />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </div>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('detail.specs')}</caption>
        <TableHead
          columns={[
            t('detail.screens'),
            t('detail.size'),
            t('detail.mediaType'),
            t('detail.duration'),
          ]}
        />
        <tbody>
          <tr>
            <td data-label={t('detail.screens')}>{screen.screens}</td>
            <td data-label={t('detail.size')}>{screen.size}</td>
            <td data-label={t('detail.mediaType')}>{screen.mediaType}</td>
            <td data-label={t('detail.duration')}>{formatDuration(screen.duration)}</td>
          </tr>
        </tbody>
      </table>
      <AudienceEstimate ledId={screen.ledId} />
    </Modal>
  );
}
