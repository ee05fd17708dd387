import type { ReactNode } from 'react';
import styles from './settings.module.css';
import { ErrorText } from '../../../components/ui/error-text';

/**
 * A list in the settings read from the server: a busy line while it loads, its error, a line
 * when it is empty, or its items.
 */
export function QueryList<T>({
  query,
  label,
  loadingText,
  emptyText,
  children,
}: {
  query: { isPending: boolean; error: Error | null; data?: readonly T[] };
  label: string;
  loadingText: string;
  emptyText: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      {query.isPending ? <p aria-busy="true">{loadingText}</p> : null}
      <ErrorText error={query.error} />
      {query.data?.length === 0 ? <p className={styles.empty}>{emptyText}</p> : null}
      {query.data && query.data.length > 0 ? (
        <ul className={styles.contactList} aria-label={label}>
          {query.data.map(children)}
        </ul>
      ) : null}
    </>
  );
}

/** A settings section until its data is there: a busy line while it loads, or its failure. */
export function QueryPending({
  query,
  loadingText,
}: {
  query: { error: Error | null };
  loadingText: string;
}) {
  return query.error ? <ErrorText error={query.error} /> : <p aria-busy="true">{loadingText}</p>;
}
