import { Link } from 'react-router';
import styles from './logo.module.css';

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link
      to="/"
      className={`${styles.logo} ${tone === 'light' ? styles.light : ''}`}
      aria-label="ScreenSpot home"
    >
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#4f46e5" />
        <rect x="6" y="8" width="20" height="12" rx="2" fill="#fff" />
        <rect x="15" y="20" width="2" height="6" fill="#fff" />
        <circle cx="11" cy="14" r="2" fill="#f59e0b" />
      </svg>
      <span>
        Screen<strong>Spot</strong>
      </span>
    </Link>
  );
}
