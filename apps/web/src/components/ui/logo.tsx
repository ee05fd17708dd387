import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './logo.module.css';

const brand = { first: 'Screen', second: 'Spot' };

export function Logo({
  tone = 'dark',
  narrow = false,
}: {
  tone?: 'dark' | 'light';
  /** In a crowded bar: below 360 px only the mark shows (the link's label names the brand). */
  narrow?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      className={`${styles.logo} ${tone === 'light' ? styles.light : ''} ${narrow ? styles.narrow : ''}`}
      aria-label={t('logo.home')}
    >
      <BrandMark size={32} />
      {/* The brand's name is the same in every language. */}
      <span dir="ltr" className={styles.wordmark}>
        {brand.first}
        <strong>{brand.second}</strong>
      </span>
    </Link>
  );
}

/** The brand's mark: a screen on its stand, with a dot of light. */
export function BrandMark({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#4f46e5" />
      <rect x="6" y="8" width="20" height="12" rx="2" fill="#fff" />
      <rect x="15" y="20" width="2" height="6" fill="#fff" />
      <circle cx="11" cy="14" r="2" fill="#f59e0b" />
    </svg>
  );
}
