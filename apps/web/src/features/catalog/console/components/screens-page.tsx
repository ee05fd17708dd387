import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screenImageUrl, useScreens } from '../api/get-screens';
import { useSegments } from '../api/segments';
import { ltr } from '../../../../components/console/format';
import { Icon } from '../../../../components/console/icons';
import { LinkRow, RowLink } from '../../../../components/console/link-row';
import { PageHeader } from '../../../../components/console/page-header';
import { SearchedTable } from '../../../../components/console/searched-table';
import { useSearchedPage } from '../../../../components/console/use-searched-page';
import styles from '../../../../components/console/console.module.css';
import screenStyles from './screens.module.css';
import { Money } from '../../../../components/ui/money';

/** The screen inventory: search, open one to edit, or add a new one. */
export function ScreensPage() {
  const { t } = useTranslation('admin');
  const searched = useSearchedPage();
  const screens = useScreens(searched.query);
  const segments = useSegments();
  const segmentName = (id: number | null) =>
    segments.data?.find((segment) => segment.categoryId === id)?.value ?? '—';

  return (
    <>
      <PageHeader
        title={t('screens.title')}
        description={t('screens.description')}
        actions={
          <Link to="/admin/screens/new" className="btn btn-primary">
            <Icon name="plus" size={18} /> {t('screens.newScreen')}
          </Link>
        }
      />
      <SearchedTable
        section="screens"
        {...searched.table}
        query={screens}
        columns={[
          'screen',
          'segment',
          'format',
          { key: 'price', numeric: true },
          { key: 'openOrders', numeric: true },
        ]}
      >
        {(screen) => {
          const image = screenImageUrl(screen);
          return (
            <LinkRow key={screen.id} to={`/admin/screens/${screen.id}`}>
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
                    <RowLink to={`/admin/screens/${screen.id}`}>{screen.billboardName}</RowLink>
                    <span className={styles.secondary}>{screen.location}</span>
                  </span>
                </span>
              </td>
              <td data-label={t('screens.segment')}>{segmentName(screen.categoryId)}</td>
              <td data-label={t('screens.format')}>
                <span>
                  {screen.mediaType}
                  <span className={styles.secondary}>
                    {t('screens.faces', {
                      size: ltr(screen.size),
                      seconds: screen.duration,
                      count: screen.screens,
                    })}
                  </span>
                </span>
              </td>
              <td data-label={t('screens.price')} className={styles.numeric}>
                <Money cents={Math.round(screen.price * 100)} />
              </td>
              <td data-label={t('screens.openOrders')} className={styles.numeric}>
                {screen.openOrders}
              </td>
            </LinkRow>
          );
        }}
      </SearchedTable>
    </>
  );
}
