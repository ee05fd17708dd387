import type { Segment } from '@screenspot/contracts/screen';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FinderFilters as Filters } from '../hooks/use-finder-filters';
import styles from './finder-filters.module.css';
import { PinIcon, ScreenIcon } from '../../../components/ui/icons';

type FinderFiltersProps = {
  filters: Filters;
  segments: Segment[];
  onChange: (change: Partial<Filters>) => void;
  onSearch: () => void;
};

/** Location, billboard name and segment, with the Search button. */
export function FinderFilters({ filters, segments, onChange, onSearch }: FinderFiltersProps) {
  const { t } = useTranslation('finder');
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
      <div className={styles.field}>
        <label className="field-label" htmlFor="finder-location">
          {t('filters.location')}
        </label>
        <span className={styles.control}>
          <PinIcon className={styles.icon} />
          <input
            id="finder-location"
            className={`input ${styles.input}`}
            type="search"
            placeholder={t('filters.locationPlaceholder')}
            autoComplete="off"
            value={filters.location}
            onChange={(event) => onChange({ location: event.target.value })}
          />
        </span>
      </div>
      <div className={styles.field}>
        <label className="field-label" htmlFor="finder-name">
          {t('filters.name')}
        </label>
        <span className={styles.control}>
          <ScreenIcon className={styles.icon} />
          <input
            id="finder-name"
            className={`input ${styles.input}`}
            type="search"
            placeholder={t('filters.namePlaceholder')}
            autoComplete="off"
            value={filters.boardName}
            onChange={(event) => onChange({ boardName: event.target.value })}
          />
        </span>
      </div>
      <div className={styles.field}>
        <label className="field-label" htmlFor="finder-segment">
          {t('filters.segment')}
        </label>
        <select
          id="finder-segment"
          className={`select ${styles.select} ${filters.categoryId ? '' : styles.placeholder}`}
          value={filters.categoryId}
          onChange={(event) => onChange({ categoryId: event.target.value })}
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
        </select>
      </div>
      <button type="submit" className={`btn btn-primary ${styles.submit}`}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" fill="none" />
          <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {t('filters.search')}
      </button>
    </form>
  );
}
