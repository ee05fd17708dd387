import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SharedLinkMissing } from './shared-link-missing';
import styles from './shared-link-page.module.css';

export { styles as sharedLinkStyles };

/**
 * A shared link's page (a proposal, a proof) while its content loads, in place of it when the link
 * opens nothing, and the content once it has come.
 */
export function SharedLinkPage<T>({
  query,
  missing,
  children,
}: {
  query: UseQueryResult<T>;
  /** What SharedLinkMissing says and how it looks, the error aside. */
  missing: Omit<Parameters<typeof SharedLinkMissing>[0], 'error'>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <div className={styles.loading} aria-busy="true" />;
  if (query.isError) return <SharedLinkMissing error={query.error} {...missing} />;
  return children(query.data);
}
