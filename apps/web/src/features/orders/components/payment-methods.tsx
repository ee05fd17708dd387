import type { ReactNode } from 'react';
import styles from './payment-methods.module.css';

const methods: { name: string; icon: ReactNode }[] = [
  {
    name: 'Card',
    icon: (
      <svg viewBox="0 0 24 24" width="28" height="28">
        <rect
          x="2.5"
          y="5"
          width="19"
          height="14"
          rx="2.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
        <path
          d="M2.5 9.5h19M6 15h4"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      </svg>
    ),
  },
  {
    name: 'PayPal',
    icon: (
      <svg viewBox="0 0 24 24" width="28" height="28">
        <path
          d="M7 20l2.2-14h6.3c2.6 0 4.1 1.6 3.6 4-.6 2.8-2.7 4-5.4 4h-2.6L10 20H7z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    ),
  },
  {
    name: 'Apple Pay',
    icon: (
      <svg viewBox="0 0 24 24" width="28" height="28">
        <path
          d="M15.5 3.5c-1 .1-2.2.8-2.8 1.7-.6.8-1 1.9-.8 2.9 1.1 0 2.2-.7 2.8-1.6.6-.8.9-1.9.8-3zM12 8.6c-1 0-2-.7-3-.7-1.9 0-3.6 1.6-3.6 4.5 0 3.4 2.3 7.1 3.9 7.1.8 0 1.3-.5 2.5-.5s1.5.5 2.6.5c1.5 0 2.9-2.6 3.4-4-1.7-.7-2.4-2.3-2.4-3.7 0-1.3.8-2.5 1.9-3.1-.8-1-1.9-1.4-2.9-1.4-1 0-1.7.5-2.4.5z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      </svg>
    ),
  },
];

/** The Card, PayPal and Apple Pay tiles; payments arrive in a later release, and the tiles say so. */
export function PaymentMethods({
  chosen,
  onChoose,
  disabled,
}: {
  chosen: string | null;
  onChoose: (name: string) => void;
  disabled: boolean;
}) {
  return (
    <div className={styles.grid}>
      {methods.map((method) => (
        <button
          key={method.name}
          type="button"
          className={`${styles.tile} ${chosen === method.name ? styles.chosen : ''}`}
          aria-pressed={chosen === method.name}
          disabled={disabled}
          onClick={() => onChoose(method.name)}
        >
          <span className={styles.icon} aria-hidden="true">
            {method.icon}
          </span>
          <span className={styles.name}>{method.name}</span>
          <span className={styles.soon}>Coming soon</span>
        </button>
      ))}
    </div>
  );
}
