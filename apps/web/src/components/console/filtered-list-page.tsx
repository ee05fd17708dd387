import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { FilteredList } from './filtered-list';
import { PageHeader } from './page-header';

/**
 * A console page that is one filtered list: the section's title and description above, then the
 * list with a button for each filter value, each saying its label.
 */
export function FilteredListPage<V extends string, Item>({
  filters,
  filterLabel,
  ...list
}: Omit<ComponentProps<typeof FilteredList<V, Item>>, 'filters'> & {
  filters: readonly V[];
  filterLabel: (value: V) => string;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader
        title={t(`${list.section}.title`)}
        description={t(`${list.section}.description`)}
      />
      <FilteredList
        {...list}
        filters={filters.map((value) => ({ value, label: filterLabel(value) }))}
      />
    </>
  );
}
