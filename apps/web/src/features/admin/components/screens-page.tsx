import { useCallback } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { screenImageUrl, useScreens } from '../api/get-screens';
import { useSegments } from '../api/segments';
import { formatMoney } from '../lib/format';
import { EmptyState, LoadError } from './empty-state';
import { Icon } from './icons';
import { PageHeader } from './page-header';
import { Pager } from './pager';
import { SearchBox } from './search-box';
import styles from './admin.module.css';
import screenStyles from './screens.module.css';

const pageSize = 25;

/** The screen inventory: search, open one to edit, or add a new one. */
export function ScreensPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? 0) || 0;
  const screens = useScreens({ q: q || undefined, page, size: pageSize });
  const segments = useSegments();
  const segmentName = (id: number | null) =>
    segments.data?.find((segment) => segment.categoryId === id)?.value ?? '—';

  const onSearch = useCallback(
    (value: string) => setParams(value ? { q: value } : {}, { replace: true }),
    [setParams],
  );

  return (
    <>
      <PageHeader
        title="Screens"
        description="The LED screens customers can book."
        actions={
          <Link to="/admin/screens/new" className="btn btn-primary">
            <Icon name="plus" size={18} /> New screen
          </Link>
        }
      />
      <section className={styles.panel} aria-label="Screens">
        <div className={styles.toolbar}>
          <SearchBox
            label="Search screens"
            placeholder="Name or location"
            value={q}
            onChange={onSearch}
          />
          <span className={styles.toolbarEnd}>
            {screens.data
              ? `${screens.data.total} screen${screens.data.total === 1 ? '' : 's'}`
              : ''}
          </span>
        </div>
        {screens.error ? (
          <LoadError error={screens.error} onRetry={() => void screens.refetch()} />
        ) : null}
        {screens.data && screens.data.items.length === 0 ? (
          <EmptyState title="No screens match">Try another name or location.</EmptyState>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Screen</th>
                <th scope="col">Segment</th>
                <th scope="col">Format</th>
                <th scope="col" className={styles.numeric}>
                  Price
                </th>
                <th scope="col" className={styles.numeric}>
                  Open orders
                </th>
              </tr>
            </thead>
            <tbody>
              {(screens.data?.items ?? []).map((screen) => {
                const image = screenImageUrl(screen);
                return (
                  <tr
                    key={screen.id}
                    className={styles.rowLink}
                    onClick={() => navigate(`/admin/screens/${screen.id}`)}
                  >
                    <td data-label="">
                      <span className={screenStyles.screenCell}>
                        {image ? (
                          <img
                            className={screenStyles.thumb}
                            src={image}
                            alt=""
                            width={64}
                            height={40}
                            loading="lazy"
                          />
                        ) : (
                          <span className={screenStyles.thumb} aria-hidden="true" />
                        )}
                        <span>
                          <Link
                            to={`/admin/screens/${screen.id}`}
                            className={styles.primaryCell}
                            onClick={(event) => event.stopPropagation()}
                          >
                            {screen.billboardName}
                          </Link>
                          <span className={styles.secondary}>{screen.location}</span>
                        </span>
                      </span>
                    </td>
                    <td data-label="Segment">{segmentName(screen.categoryId)}</td>
                    <td data-label="Format">
                      <span>
                        {screen.mediaType}
                        <span className={styles.secondary}>
                          {screen.size} · {screen.duration} s · {screen.screens} face
                          {screen.screens === 1 ? '' : 's'}
                        </span>
                      </span>
                    </td>
                    <td data-label="Price" className={styles.numeric}>
                      {formatMoney(screen.price)}
                    </td>
                    <td data-label="Open orders" className={styles.numeric}>
                      {screen.openOrders}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        {screens.data ? (
          <Pager
            page={page}
            size={pageSize}
            total={screens.data.total}
            onPage={(next) =>
              setParams({ ...(q ? { q } : {}), ...(next ? { page: String(next) } : {}) })
            }
          />
        ) : null}
      </section>
    </>
  );
}
