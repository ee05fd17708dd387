import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './console.module.css';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      {children ? <div className={styles.emptyText}>{children}</div> : null}
    </div>
  );
}

/** A failed load, with the server's message and a way to try again. */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div className="form-error" role="alert">
      {error.message}{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
