import type { InvoiceStatus } from '@screenspot/contracts/payment';
import type { HTMLAttributes } from 'react';
import styles from './invoice-status.module.css';

/** An invoice's status in a pill: amber while open, green once paid, grey when cancelled. */
export function InvoiceStatusPill({
  status,
  children,
  ...span
}: HTMLAttributes<HTMLSpanElement> & { status: InvoiceStatus }) {
  return (
    <span className={`${styles.pill} ${styles[status]}`} {...span}>
      {children}
    </span>
  );
}
