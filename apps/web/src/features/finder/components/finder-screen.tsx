import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch, useNavigate } from 'react-router';
import { loadedScreens, useScreens } from '../api/get-screens';
import { useSegments } from '../api/get-segments';
import { useFinderFilters } from '../hooks/use-finder-filters';
import { useFormat } from '../../../i18n/format';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useUrlDraft } from '../../../lib/use-url-draft';
import { ScreenDetailModal } from './screen-detail-modal';
import { ScreenList } from './screen-list';
import { FinderFilters } from './finder-filters';
import { SearchingModal } from './searching-modal';
import styles from './finder-screen.module.css';

// Leaflet is heavy: it loads after the list, in its own chunk.
const ScreenMap = lazy(() => import('./screen-map'));

// The URL, and so the search, follows the fields once typing pauses this long.
const typingPauseMs = 300;
// Long enough to read the searching message, short enough not to be in the way.
const searchingMinimumMs = 1200;
// On a phone the results show one way at a time: as a list or on the map.
const views = ['list', 'map'] as const;
type View = (typeof views)[number];

/** The screen finder: filters, result cards beside a map, the searching and detail modals. */
export function FinderScreen() {
  const { t } = useTranslation('finder');
  const format = useFormat();
  const id = useMatch('/upload/:id')?.params.id;
  const navigate = useNavigate();
  const { filters: appliedFilters, update, search } = useFinderFilters();
  const setLocation = useCallback((location: string) => update({ location }), [update]);
  const setBoardName = useCallback((boardName: string) => update({ boardName }), [update]);
  const location = useUrlDraft(appliedFilters.location, setLocation, typingPauseMs);
  const boardName = useUrlDraft(appliedFilters.boardName, setBoardName, typingPauseMs);
  const filters = {
    location: location.value,
    boardName: boardName.value,
    categoryId: appliedFilters.categoryId,
    accepts: appliedFilters.accepts,
  };
  const segments = useSegments().data ?? [];
  const results = useScreens(appliedFilters);
  const screens = results.data ? loadedScreens(results.data) : undefined;
  const total = results.data?.pages[0]?.total;
  const capped = results.data?.pages[0]?.capped ?? false;

  const wide = useMediaQuery('(min-width: 1024px)');
  const [view, setView] = useState<View>('list');
  const mapVisible = wide || view === 'map';

  // The map (Leaflet, tiles, the pins in view) starts once the first cards have painted, and only when it
  // can be seen: not behind a phone's list, nor behind the details opened from a shared link.
  const [mapWanted, setMapWanted] = useState(false);
  const listShown = results.data !== undefined;
  const mapCanStart = listShown && mapVisible && id === undefined;
  useEffect(() => {
    if (!mapCanStart || mapWanted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setMapWanted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [mapCanStart, mapWanted]);
  const [hoveredId, setHoveredId] = useState<number | null>(null);
  const selectedId = id ? Number(id) : null;
  const highlightedId = hoveredId ?? selectedId;

  const [searchingSince, setSearchingSince] = useState<number | null>(null);
  const { refetch, isFetching, error } = results;

  useEffect(() => {
    if (error) console.error('Could not load screens', error);
  }, [error]);

  useEffect(() => {
    if (searchingSince === null || isFetching) return;
    const wait = Math.max(0, searchingMinimumMs - (Date.now() - searchingSince));
    const timer = setTimeout(() => setSearchingSince(null), wait);
    return () => clearTimeout(timer);
  }, [searchingSince, isFetching]);

  const onSearch = () => {
    // New filters fetch by themselves once in the URL; the same filters are asked again.
    const change = { location: location.take(), boardName: boardName.take() };
    const unchanged =
      (change.location ?? appliedFilters.location) === appliedFilters.location &&
      (change.boardName ?? appliedFilters.boardName) === appliedFilters.boardName;
    if (unchanged) void refetch();
    else update(change);
    setSearchingSince(Date.now());
  };

  const onFiltersChange = (change: Partial<typeof filters>) => {
    if (change.location !== undefined) location.change(change.location);
    if (change.boardName !== undefined) boardName.change(change.boardName);
    if (change.categoryId !== undefined) {
      // A segment applies at once, with whatever was typed so far.
      update({
        location: location.take(),
        boardName: boardName.take(),
        categoryId: change.categoryId,
      });
    }
    if (change.accepts !== undefined) {
      update({ location: location.take(), boardName: boardName.take(), accepts: change.accepts });
    }
  };

  const toolbarRef = useRef<HTMLDivElement>(null);
  // On a phone the results sit below the filters: switching view brings them into sight.
  const showView = (next: View) => {
    setView(next);
    toolbarRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const listRef = useRef<HTMLDivElement>(null);
  const onPinSelect = useCallback((ledId: number) => {
    setHoveredId(ledId);
    const card = listRef.current?.querySelector(`#screen-${ledId}`);
    if (card && card.getClientRects().length > 0) {
      card.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    }
  }, []);

  const closeDetail = () =>
    navigate({ pathname: '/upload', search }, { state: { keepScroll: true } });

  // Where the highlighted screen is, when its card is loaded: a cluster holding it lights up.
  const highlightedScreen =
    highlightedId === null ? undefined : screens?.find((screen) => screen.id === highlightedId);
  const { latitude, longitude } = highlightedScreen ?? {};
  const highlightedAt = useMemo(
    () => (latitude === undefined || longitude === undefined ? null : { latitude, longitude }),
    [latitude, longitude],
  );
  const count = total;

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="finder-title">
        <div className="container">
          <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
          <h1 id="finder-title" className={styles.title}>
            {t('hero.title')}
          </h1>
          <p className={styles.lead}>{t('hero.lead')}</p>
          <FinderFilters
            filters={filters}
            segments={segments}
            onChange={onFiltersChange}
            onSearch={onSearch}
          />
        </div>
      </section>

      <section className="container" aria-labelledby="finder-results">
        <h2 id="finder-results" className="visually-hidden">
          {t('results.region')}
        </h2>
        <div className={styles.toolbar} ref={toolbarRef}>
          <p className={styles.count} role="status">
            {count === undefined
              ? t('results.looking')
              : capped
                ? t('results.foundMore', { total: format.number(count) })
                : t('results.found', { count })}
          </p>
          <div className={styles.toggle} role="group" aria-label={t('results.showAs')}>
            {views.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                className={view === option ? styles.toggleOn : undefined}
                onClick={() => showView(option)}
              >
                {t(`results.${option}`)}
              </button>
            ))}
          </div>
        </div>

        <div className={styles.split} data-view={view}>
          <div
            ref={listRef}
            className={styles.listPane}
            aria-busy={isFetching || undefined}
            data-stale={results.isPlaceholderData || undefined}
          >
            <ScreenList
              screens={screens}
              total={total ?? 0}
              capped={capped}
              loadingMore={results.isFetchingNextPage}
              onShowMore={results.hasNextPage ? () => void results.fetchNextPage() : undefined}
              segments={segments}
              search={search}
              highlightedId={highlightedId}
              onHighlight={setHoveredId}
              onClearFilters={() => {
                location.take();
                boardName.take();
                update({ location: '', boardName: '', categoryId: '', accepts: '' });
              }}
            />
          </div>
          <div className={styles.mapPane}>
            <Suspense fallback={<div className={styles.mapLoading} aria-hidden="true" />}>
              {mapWanted ? (
                <ScreenMap
                  filters={appliedFilters}
                  highlightedId={highlightedId}
                  highlightedAt={highlightedAt}
                  onHighlight={setHoveredId}
                  onPinSelect={onPinSelect}
                  search={search}
                  visible={mapVisible}
                />
              ) : (
                <div className={styles.mapLoading} aria-hidden="true" />
              )}
            </Suspense>
          </div>
        </div>
      </section>

      {searchingSince !== null ? <SearchingModal onClose={() => setSearchingSince(null)} /> : null}
      {id !== undefined ? <ScreenDetailModal ledId={Number(id)} onClose={closeDetail} /> : null}
    </div>
  );
}
