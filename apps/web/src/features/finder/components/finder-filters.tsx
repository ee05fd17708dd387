import { advertCategories, bookableCategoryIds } from '@screenspot/contracts/advert-categories';
import type { Segment } from '@screenspot/contracts/screen';
import { useContentLanguage } from '../../../lib/content-language';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FinderFilters as Filters } from '../hooks/use-finder-filters';
import styles from './finder-filters.module.css';
import { PinIcon, ScreenIcon, SearchIcon } from '../../../components/ui/icons';

type FinderFiltersProps = {
  filters: Filters;
  segments: Segment[];
  onChange: (change: Partial<Filters>) => void;
  onSearch: () => void;
};

/** The texts the finder searches by: the filter each sets, its field and its words' key. */
const searchTexts = [
  { filter: 'location', id: 'finder-location', label: 'location', Icon: PinIcon },
  { filter: 'boardName', id: 'finder-name', label: 'name', Icon: ScreenIcon },
] as const;

/** Location, screen name and segment, with the Search button. */
export function FinderFilters({ filters, segments, onChange, onSearch }: FinderFiltersProps) {
  const { t } = useTranslation('finder');
  const language = useContentLanguage();
  const categories = [...bookableCategoryIds].sort((a, b) =>
    advertCategories[a][language].localeCompare(advertCategories[b][language], language),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };

  return (
    <form
      className={`card ${styles.bar}`}
      role="search"
      aria-label={t('filters.form')}
      onSubmit={submit}
    >
      {searchTexts.map(({ filter, id, label, Icon }) => (
        <SearchText
          key={id}
          id={id}
          label={t(`filters.${label}`)}
          placeholder={t(`filters.${label}Placeholder`)}
          icon={<Icon className={styles.icon} />}
          value={filters[filter]}
          onChange={(value) => onChange({ [filter]: value })}
        />
      ))}
      <SearchSelect
        id="finder-segment"
        label={t('filters.segment')}
        value={filters.categoryId}
        onChange={(categoryId) => onChange({ categoryId })}
      >
        <option value="" disabled hidden>
          {t('filters.segmentPlaceholder')}
        </option>
        <option value="">{t('filters.clearSelection')}</option>
        {segments.map((segment) => (
          <option key={segment.categoryId} value={String(segment.categoryId)}>
            {segment.value}
          </option>
        ))}
      </SearchSelect>
      <SearchSelect
        id="finder-accepts"
        label={t('filters.accepts')}
        value={filters.accepts}
        onChange={(accepts) => onChange({ accepts })}
      >
        <option value="">{t('filters.anyCategory')}</option>
        {categories.map((id) => (
          <option key={id} value={id}>
            {advertCategories[id][language]}
          </option>
        ))}
      </SearchSelect>
      <button type="submit" className={`btn btn-primary ${styles.submit}`}>
        <SearchIcon size={18} />
        {t('filters.search')}
      </button>
    </form>
  );
}

/** A text the finder searches by, with its icon inside the field. */
function SearchText({
  id,
  label,
  placeholder,
  icon,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  icon: ReactNode;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.field}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <span className={styles.control}>
        {icon}
        <input
          id={id}
          className={`input ${styles.input}`}
          type="search"
          placeholder={placeholder}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </span>
    </div>
  );
}

/** A choice the finder narrows by, drawn as a placeholder while nothing is chosen. */
function SearchSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={`select ${styles.select} ${value ? '' : styles.placeholder}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </div>
  );
}
