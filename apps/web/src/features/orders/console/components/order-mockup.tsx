import { useTranslation } from 'react-i18next';
import { useOrderMockup } from '../api/order-mockup';
import styles from './order-mockup.module.css';

/**
 * The order's in-situ mock-up beside its video (decision 0052): its key frame on the screen's
 * photo, with the PNG and the permit PDF to download; polled while it is drawn.
 */
export function OrderMockup({ orderId }: { orderId: number }) {
  const { t } = useTranslation('admin');
  const mockup = useOrderMockup(orderId).data;
  if (!mockup) return null;
  if (mockup.status !== 'ready') {
    return (
      <p className={styles.note} data-status={mockup.status}>
        {t(`mockup.${mockup.status}`)}
      </p>
    );
  }
  return (
    <figure className={styles.figure}>
      <img
        className={styles.image}
        src={mockup.imageUrl!}
        alt={t('mockup.alt', { id: orderId })}
        loading="lazy"
      />
      <figcaption className={styles.links}>
        <a href={mockup.imageUrl!} download>
          {t('mockup.png')}
        </a>
        <a href={mockup.pdfUrl!} download>
          {t('mockup.pdf')}
        </a>
      </figcaption>
    </figure>
  );
}
