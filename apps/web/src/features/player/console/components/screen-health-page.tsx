import { useFilteredPage } from '../../../../components/console/use-searched-page';
import {
  healthStates,
  type FleetScreen,
  type HealthState,
} from '@screenspot/contracts/screen-health';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFleet } from '../api/screen-health';
import i18next from 'i18next';
import {
  formatAge,
  formatDateTime,
  formatNumber,
  ltr,
} from '../../../../components/console/format';
import { PageHeader } from '../../../../components/console/page-header';
import { SearchedTable } from '../../../../components/console/searched-table';
import { FilterSelect } from '../../../../components/console/filter-select';
import admin from '../../../../components/console/console.module.css';
import styles from './screen-health.module.css';

const pageSize = 25;

/** Each sort the page offers, with the direction that reads best for it. */
const sorts = {
  state: 'asc',
  name: 'asc',
  lastSeen: 'asc',
  clockOffset: 'desc',
  appVersion: 'desc',
} as const;
type Sort = keyof typeof sorts;

const stateTones: Record<HealthState, string> = {
  dark: styles.dark!,
  offline: 'status-red',
  stale: styles.stale!,
  online: 'status-green',
  unpaired: 'status-grey',
};

/** "just now", "5 min ago": how long since an instant. */
function since(iso: string): string {
  const t = (key: string, options?: Record<string, unknown>) =>
    i18next.t(key, { ns: 'admin', ...options });
  if (Date.now() - Date.parse(iso) < 60_000) return t('format.justNow');
  return t('health.ago', { age: formatAge(iso) });
}

/** "−850 ms", "+2.4 s": how far the player's clock is from the server's. */
function offsetText(ms: number | null): string {
  if (ms === null) return '—';
  const sign = ms > 0 ? '+' : ms < 0 ? '−' : '±';
  const abs = Math.abs(ms);
  return ltr(abs < 1000 ? `${sign}${abs} ms` : `${sign}${(abs / 1000).toFixed(1)} s`);
}

/**
 * /admin/screen-health: every screen's state (dark first), its last heartbeat, plays today against
 * expected, gaps, app version and clock offset; filtered by state, searched, sorted, kept live.
 */
export function ScreenHealthPage() {
  const { t } = useTranslation('admin');
  const { params, q, page, update, onSearch } = useFilteredPage();
  const stateParam = params.get('state') ?? '';
  const state = (healthStates as readonly string[]).includes(stateParam) ? stateParam : '';
  const sortParam = params.get('sort') ?? 'state';
  const sort: Sort = sortParam in sorts ? (sortParam as Sort) : 'state';
  const fleet = useFleet({
    q: q || undefined,
    state: state as HealthState | '',
    sort,
    dir: sorts[sort],
    page: String(page),
    size: String(pageSize),
  });

  const counts = fleet.data?.counts;
  const all = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : null;

  return (
    <>
      <PageHeader title={t('health.title')} description={t('health.description')} />
      <ul className={styles.tiles} aria-label={t('health.summary')}>
        {healthStates.map((name) => (
          <li key={name}>
            <button
              type="button"
              className={`${styles.tile} ${styles[`tile_${name}`] ?? ''}`}
              aria-pressed={state === name}
              onClick={() => update({ state: state === name ? '' : name })}
              data-testid={`health-count-${name}`}
            >
              <span className={styles.tileCount}>{counts ? formatNumber(counts[name]) : '…'}</span>
              <span className={styles.tileLabel}>{t(`health.state.${name}`)}</span>
            </button>
          </li>
        ))}
      </ul>
      <SearchedTable
        section="health"
        search={q}
        onSearch={onSearch}
        filters={
          <>
            <FilterSelect
              label={t('health.stateFilter')}
              value={state}
              options={[
                { value: '', label: t('health.allStates', { count: all ?? 0 }) },
                ...healthStates.map((name) => ({ value: name, label: t(`health.state.${name}`) })),
              ]}
              onChange={(next) => update({ state: next })}
            />
            <FilterSelect
              label={t('health.sortBy')}
              value={sort}
              options={(Object.keys(sorts) as Sort[]).map((name) => ({
                value: name,
                label: t(`health.sort.${name}`),
              }))}
              onChange={(next) => update({ sort: next === 'state' ? '' : next })}
            />
          </>
        }
        liveCount
        query={fleet}
        columns={[
          'screen',
          'status',
          'lastHeartbeat',
          { key: 'playsToday', numeric: true },
          { key: 'gaps', numeric: true },
          'appVersion',
          { key: 'clockOffset', numeric: true },
        ]}
        page={page}
        size={pageSize}
        onPage={(next) => update({ page: next ? String(next) : '' })}
      >
        {(screen) => <FleetRow key={screen.ledId} screen={screen} />}
      </SearchedTable>
    </>
  );
}

function FleetRow({ screen }: { screen: FleetScreen }) {
  const { t } = useTranslation('admin');
  return (
    <tr data-testid={`health-${screen.ledId}`} data-state={screen.state}>
      <td data-label={t('health.screen')}>
        <Link to={`/admin/screens/${screen.ledId}#screen-players`} className={admin.primaryCell}>
          {screen.name}
        </Link>
        <span className={admin.secondary}>
          {screen.outageSince
            ? t('health.outageSince', { time: formatDateTime(screen.outageSince) })
            : screen.location}
        </span>
      </td>
      <td data-label={t('health.status')}>
        <span className={styles.stateCell}>
          <span className={`badge ${stateTones[screen.state]}`}>
            {t(`health.state.${screen.state}`)}
          </span>
          {screen.lastError ? (
            <span className={`${admin.secondary} ${styles.error}`} title={screen.lastError}>
              {screen.lastError}
            </span>
          ) : null}
        </span>
      </td>
      <td data-label={t('health.lastHeartbeat')}>
        {screen.lastSeenAt ? since(screen.lastSeenAt) : t('health.never')}
      </td>
      <td data-label={t('health.playsToday')} className={admin.numeric}>
        {t('health.ofExpected', {
          done: formatNumber(screen.playsToday),
          expected: formatNumber(screen.expectedToday),
        })}
      </td>
      <td data-label={t('health.gaps')} className={admin.numeric}>
        {formatNumber(screen.seqGaps)}
      </td>
      <td data-label={t('health.appVersion')} className={admin.mono}>
        {screen.appVersion ? ltr(screen.appVersion) : '—'}
      </td>
      <td data-label={t('health.clockOffset')} className={`${admin.numeric} ${admin.mono}`}>
        {offsetText(screen.clockOffsetMs)}
      </td>
    </tr>
  );
}
