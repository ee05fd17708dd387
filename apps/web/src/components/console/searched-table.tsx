import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError } from './empty-state';
import { Pager } from './pager';
import { SearchBox } from './search-box';
import { TableHead } from './table-head';
import styles from './console.module.css';

type Section = 'customers' | 'screens' | 'orders' | 'health';

/** A column by the key of its heading in the section's texts; a column of figures says so. */
type SectionColumn = string | { key: string; numeric: true };

/**
 * A console list searched by text, a page at a time: the search, any other filters and the
 * count in a toolbar, then the load error, then the table (or, when nothing matches, the empty
 * state), then the pages. Its texts, its columns' headings too, are the section's own in the
 * catalogue.
 */
export function SearchedTable<Item>({
  section,
  search,
  onSearch,
  filters,
  liveCount,
  query,
  columns,
  page,
  size,
  onPage,
  children,
}: {
  section: Section;
  search: string;
  onSearch: (value: string) => void;
  /** More controls, between the search and the count. */
  filters?: ReactNode;
  /** Announce the count as it changes (where a filter changes it without a new search). */
  liveCount?: boolean;
  query: {
    data?: { total: number; items: readonly Item[] };
    error: Error | null;
    refetch: () => unknown;
  };
  columns: readonly SectionColumn[];
  page: number;
  size: number;
  onPage: (next: number) => void;
  /** An item's row, with its key. */
  children: (item: Item) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { data, error } = query;
  const heading = (key: string) => t(`${section}.${key}`);
  return (
    <section className={styles.panel} aria-label={t(`${section}.region`)}>
      <div className={styles.toolbar}>
        <SearchBox
          label={t(`${section}.search`)}
          placeholder={t(`${section}.searchPlaceholder`)}
          value={search}
          onChange={onSearch}
        />
        {filters}
        <span className={styles.toolbarEnd} aria-live={liveCount ? 'polite' : undefined}>
          {data ? t(`${section}.count`, { count: data.total }) : ''}
        </span>
      </div>
      {error ? <LoadError error={error} onRetry={() => void query.refetch()} /> : null}
      {data && data.items.length === 0 ? (
        <EmptyState title={t(`${section}.noMatch`)}>{t(`${section}.noMatchText`)}</EmptyState>
      ) : (
        <table className={styles.table}>
          <TableHead
            columns={columns.map((column) =>
              typeof column === 'string'
                ? heading(column)
                : { label: heading(column.key), numeric: true },
            )}
          />
          <tbody>{(data?.items ?? []).map((item) => children(item))}</tbody>
        </table>
      )}
      {data ? <Pager page={page} size={size} total={data.total} onPage={onPage} /> : null}
    </section>
  );
}
