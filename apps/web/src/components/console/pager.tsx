import { useTranslation } from 'react-i18next';
import { formatNumber } from './format';
import styles from './console.module.css';

/** "21–40 of 311" with previous/next; pages count from 0 as the API does. */
export function Pager({
  page,
  size,
  total,
  onPage,
}: {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  if (total === 0) return null;
  const first = page * size + 1;
  const last = Math.min(total, (page + 1) * size);
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <span>
        {t('pager.range', {
          first: formatNumber(first),
          last: formatNumber(last),
          total: formatNumber(total),
        })}
      </span>
      <button
        type="button"
        className={styles.smallButton}
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        {t('pager.previous')}
      </button>
      <button
        type="button"
        className={styles.smallButton}
        disabled={last >= total}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
