import type { ReactNode } from 'react';
import admin from '../../../../components/console/console.module.css';
import styles from './invoices.module.css';

/**
 * The head of a tax document's line in the console: its number, linking to the document, with
 * its facts after it on one line, and its state at the end.
 */
export function DocumentHead({
  number,
  href,
  facts,
  children,
}: {
  number: string;
  href: string;
  /** The facts in their order; a fact the document lacks is null and left out. */
  facts: readonly (string | null)[];
  /** The document's state. */
  children: ReactNode;
}) {
  return (
    <div className={styles.head}>
      <div>
        <a className={`${styles.number} ltr`} href={href}>
          {number}
        </a>
        <span className={admin.secondary}>{facts.filter((fact) => fact !== null).join(' · ')}</span>
      </div>
      {children}
    </div>
  );
}
