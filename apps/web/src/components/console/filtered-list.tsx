import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from './empty-state';
import admin from './console.module.css';

/**
 * The `?show=` filter of a console list. The first value is the default and keeps the address
 * bare; an unknown value reads as the default.
 */
export function useShowFilter<V extends string>(values: readonly V[]): [V, (value: V) => void] {
  const [params, setParams] = useSearchParams();
  const value = values.find((v) => v === params.get('show')) ?? values[0]!;
  const show = (next: V) => setParams(next === values[0] ? {} : { show: next }, { replace: true });
  return [value, show];
}

/**
 * A console list: its filter buttons and count in a toolbar, then its load error, then either
 * its empty state or its items. Its region's name and its count are the section's own texts in
 * the catalogue.
 */
export function FilteredList<V extends string, Item>({
  section,
  filters,
  filter,
  onFilter,
  query,
  empty,
  listClassName,
  children,
}: {
  section: 'contact' | 'invoices' | 'einvoices';
  filters: readonly { value: V; label: string }[];
  filter: V;
  onFilter: (value: V) => void;
  query: { data?: readonly Item[]; error: Error | null; refetch: () => unknown };
  /** Shown instead of the items when the list has loaded empty. */
  empty: ReactNode;
  listClassName: string;
  /** An item of the list, with its key. */
  children: (item: Item) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <section className={admin.panel} aria-label={t(`${section}.region`)}>
      <div className={admin.toolbar}>
        <div className={admin.segmented} role="group" aria-label={t('common.show')}>
          {filters.map((f) => (
            <button
              key={f.value}
              type="button"
              aria-pressed={filter === f.value}
              onClick={() => onFilter(f.value)}
            >
              {f.label}
            </button>
          ))}
        </div>
        <span className={admin.toolbarEnd}>
          {query.data ? t(`${section}.count`, { count: query.data.length }) : ''}
        </span>
      </div>
      {query.error ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data?.length === 0 ? (
        empty
      ) : (
        <ul className={listClassName}>{(query.data ?? []).map((item) => children(item))}</ul>
      )}
    </section>
  );
}
