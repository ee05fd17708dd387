import { AddToCampaign } from '../../../components/ui/add-to-campaign';
import { limits } from '@screenspot/contracts/limits';
import { Link } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { useBillboard } from '../api/get-billboard';
import { billboardImageUrl } from '../api/get-billboard-image';
import { formatMoney } from '../../../lib/money';
import { formatDuration } from '../format';
import styles from './billboard-detail-modal.module.css';

type BillboardDetailModalProps = {
  /** The route's id; not a number when the URL was typed wrong. */
  ledId: number;
  onClose: () => void;
};

/** One screen's details over the finder, with its own Book link. */
export function BillboardDetailModal({ ledId, onClose }: BillboardDetailModalProps) {
  const valid = Number.isInteger(ledId) && ledId > 0;
  const { data: billboard, isError } = useBillboard(valid ? ledId : 0, valid);

  if (!valid || isError) {
    return (
      <Modal title="Screen not found" onClose={onClose} width={limits.detailModalWidthPx}>
        <p className={styles.missing}>
          We could not find this screen. It may have been removed; pick another from the list.
        </p>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Back to the list
        </button>
      </Modal>
    );
  }

  if (!billboard) {
    return (
      <Modal title="Loading screen…" onClose={onClose} width={limits.detailModalWidthPx}>
        <div className={styles.loading} aria-busy="true" />
      </Modal>
    );
  }

  return (
    <Modal
      title={billboard.billboardName}
      onClose={onClose}
      width={limits.detailModalWidthPx}
      footer={
        <div className={styles.footerActions}>
          <AddToCampaign
            screen={{
              ledId: billboard.ledId,
              billboardName: billboard.billboardName,
              location: billboard.location,
            }}
          />
          <Link to={`/uploadVideo/${billboard.ledId}`} className="btn btn-primary btn-block">
            Book
          </Link>
        </div>
      }
    >
      <img
        className={styles.image}
        src={billboardImageUrl(billboard.ledId)}
        alt={`${billboard.billboardName}, ${billboard.location}`}
        width={480}
        height={320}
      />
      <h3 className={styles.title}>{billboard.title}</h3>
      <p className={styles.location}>{billboard.location}</p>
      <p className={styles.description}>{billboard.description}</p>
      <div className={styles.price}>
        <p className={styles.amount}>
          <span>Starting from</span>
          <strong>{formatMoney(billboard.price)}</strong>
          <span>per spot</span>
        </p>
        <p className={styles.note}>*Pricing may vary based on selected time slots</p>
      </div>
      <table className={styles.table}>
        <caption className="visually-hidden">Screen specifications</caption>
        <thead>
          <tr>
            <th scope="col">Screens</th>
            <th scope="col">Size</th>
            <th scope="col">Media Type</th>
            <th scope="col">Duration</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td data-label="Screens">{billboard.screens}</td>
            <td data-label="Size">{billboard.size}</td>
            <td data-label="Media Type">{billboard.mediaType}</td>
            <td data-label="Duration">{formatDuration(billboard.duration)}</td>
          </tr>
        </tbody>
      </table>
    </Modal>
  );
}
