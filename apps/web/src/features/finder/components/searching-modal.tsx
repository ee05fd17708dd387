import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import styles from './searching-modal.module.css';

/** Shown while a search the customer asked for runs. */
export function SearchingModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('finder');
  return (
    <Modal title={t('searching.title')} onClose={onClose}>
      <div className={styles.body} role="status">
        <div className={styles.radar} aria-hidden="true">
          <span className={styles.ring} />
          <span className={`${styles.ring} ${styles.late}`} />
          <svg viewBox="0 0 24 24" className={styles.screen}>
            <rect x="3" y="4" width="18" height="12" rx="2" fill="currentColor" />
            <path d="M12 16v4M8 20h8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </div>
        <p className={styles.text}>{t('searching.text')}</p>
      </div>
    </Modal>
  );
}
