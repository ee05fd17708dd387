import { useTranslation } from 'react-i18next';
import { useOrderMockup } from '../api/get-order-mockup';
import styles from './order-mockup.module.css';

/**
 * The customer's advert shown on its screen at its place (decision 0052): a key frame of the
 * video on the screen's photo, with the PNG and the one-page PDF a permit application asks for.
 * Nothing shows while the screen's owner has not marked the display area.
 */
export function OrderMockup({
  orderId,
  headingLevel = 3,
}: {
  orderId: number;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('orders');
  const mockup = useOrderMockup(orderId).data;
  if (!mockup || mockup.status === 'unavailable') return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.box} aria-labelledby={`mockup-${orderId}`}>
      <Heading id={`mockup-${orderId}`} className={styles.title}>
        {t('mockup.title')}
      </Heading>
      {mockup.status === 'ready' ? (
        <figure className={styles.figure}>
          <img className={styles.image} src={mockup.imageUrl!} alt={t('mockup.alt')} />
          <figcaption className={styles.caption}>{t('mockup.caption')}</figcaption>
          <div className={styles.links}>
            <a className="btn btn-secondary" href={mockup.imageUrl!} download>
              {t('mockup.png')}
            </a>
            <a className="btn btn-secondary" href={mockup.pdfUrl!} download>
              {t('mockup.pdf')}
            </a>
          </div>
        </figure>
      ) : (
        <p className={styles.note} role="status">
          {t(mockup.status === 'pending' ? 'mockup.pending' : 'mockup.failed')}
        </p>
      )}
    </section>
  );
}
