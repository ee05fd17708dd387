import type { ReactNode } from 'react';
import styles from './auth-form.module.css';

/** The title and lead line of an account screen. */
export function AuthHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.lead}>{children}</p>
    </>
  );
}
