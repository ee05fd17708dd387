import type { Screen, Segment } from '@screenspot/contracts/screen';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { LineIcon } from '../../../components/ui/icons';
import { ScreenCard } from './screen-card';
import styles from './screen-list.module.css';

type ScreenListProps = {
  /** The cards loaded so far. */
  screens: Screen[] | undefined;
  /** How many screens match in all. */
  total: number;
  /** More match than `total`: the server counts up to a bound. */
  capped?: boolean;
  loadingMore: boolean;
  /** Loads the next cards; absent when every match is shown. */
  onShowMore?: () => void;
  segments: Segment[];
  search: string;
  highlightedId: number | null;
  onHighlight: (ledId: number | null) => void;
  onClearFilters?: () => void;
};

export function ScreenList({
  screens,
  total,
  capped = false,
  loadingMore,
  onShowMore,
  segments,
  search,
  highlightedId,
  onHighlight,
  onClearFilters,
}: ScreenListProps) {
  const { t } = useTranslation('finder');
  const segmentNames = useMemo(
    () => new Map(segments.map((segment) => [segment.categoryId, segment.value])),
    [segments],
  );

  if (!screens) {
    return <Skeleton />;
  }

  if (screens.length === 0) {
    return (
      <div className={`card ${styles.empty}`}>
        <LineIcon size={48} viewBox="0 0 48 48" strokeWidth={3}>
          <rect x="6" y="8" width="36" height="24" rx="3" />
          <path d="M24 32v8M16 40h16M18 16l12 8M30 16l-12 8" strokeLinecap="round" />
        </LineIcon>
        <p className={styles.emptyTitle}>{t('list.noResults')}</p>
        <p className={styles.emptyText}>{t('list.emptyText')}</p>
        {onClearFilters ? (
          <button type="button" className="btn btn-secondary" onClick={onClearFilters}>
            {t('list.clearFilters')}
          </button>
        ) : null}
      </div>
    );
  }

  return (
    <>
      <ul className={styles.grid} aria-label={t('list.screens')}>
        {screens.map((screen, position) => (
          <li key={screen.ledId} className={styles.item}>
            <ScreenCard
              screen={screen}
              segment={screen.categoryId === null ? undefined : segmentNames.get(screen.categoryId)}
              search={search}
              highlighted={highlightedId === screen.ledId}
              onHighlight={onHighlight}
              position={position}
            />
          </li>
        ))}
      </ul>
      <MoreCards
        shown={screens.length}
        total={total}
        capped={capped}
        loading={loadingMore}
        onShowMore={onShowMore}
      />
    </>
  );
}

function Skeleton() {
  return (
    <div className={styles.grid} aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className={`card ${styles.skeleton}`} />
      ))}
    </div>
  );
}

/** "Showing 24 of 530" and Show more; scrolling near the end loads the next cards too. */
function MoreCards({
  shown,
  total,
  capped,
  loading,
  onShowMore,
}: {
  shown: number;
  total: number;
  capped: boolean;
  loading: boolean;
  onShowMore?: () => void;
}) {
  const { t } = useTranslation('finder');
  const format = useFormat();
  const sentinel = useRef<HTMLDivElement>(null);
  const showMore = useRef(onShowMore);
  useEffect(() => {
    showMore.current = loading ? undefined : onShowMore;
  }, [loading, onShowMore]);
  const more = Boolean(onShowMore);

  useEffect(() => {
    const target = sentinel.current;
    if (!more || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) showMore.current?.();
      },
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, shown]);

  if (shown >= total && !capped && !more) return null;
  return (
    <div className={styles.more} ref={sentinel}>
      <p className={styles.moreCount}>
        {t(capped ? 'list.showingOfMore' : 'list.showing', {
          shown: format.number(shown),
          total: format.number(total),
        })}
      </p>
      {onShowMore ? (
        <button
          type="button"
          className="btn btn-secondary"
          onClick={onShowMore}
          disabled={loading}
          aria-busy={loading || undefined}
        >
          {loading ? t('list.loading') : t('list.showMore')}
        </button>
      ) : null}
    </div>
  );
}
