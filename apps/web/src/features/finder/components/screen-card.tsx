import { AddToCampaign } from '../../../components/ui/add-to-campaign';
import type { Screen } from '@screenspot/contracts/screen';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screenImageUrl } from '../api/get-screen-image';
import { formatDuration } from '../format';
import styles from './screen-card.module.css';
import { PinIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';

type ScreenCardProps = {
  screen: Screen;
  segment?: string;
  /** The finder's query string, kept on the detail link so closing returns to the same search. */
  search: string;
  highlighted: boolean;
  onHighlight: (ledId: number | null) => void;
  /** The card's place in the list: the first cards are seen at once, their images load first. */
  position: number;
};

export function ScreenCard({
  screen,
  segment,
  search,
  highlighted,
  onHighlight,
  position,
}: ScreenCardProps) {
  const { t } = useTranslation('finder');
  const { ledId } = screen;
  return (
    <article
      id={`screen-${ledId}`}
      className={`card ${styles.card} ${highlighted ? styles.highlighted : ''}`}
      onMouseEnter={() => onHighlight(ledId)}
      onMouseLeave={() => onHighlight(null)}
      onFocus={() => onHighlight(ledId)}
      onBlur={() => onHighlight(null)}
      data-highlighted={highlighted || undefined}
    >
      <div className={styles.media}>
        <img
          src={screenImageUrl(ledId)}
          alt=""
          width={480}
          height={320}
          loading={position < 3 ? 'eager' : 'lazy'}
          fetchPriority={position === 0 ? 'high' : undefined}
          decoding="async"
        />
        {segment ? <span className={styles.segment}>{segment}</span> : null}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link
            to={{ pathname: `/upload/${ledId}`, search }}
            className={styles.link}
            state={{ keepScroll: true }}
          >
            {screen.billboardName}
          </Link>
        </h3>
        <p className={styles.location}>
          <PinIcon size={16} />
          {screen.location}
        </p>
        <p className={styles.specs}>
          <span>{screen.mediaType}</span>
          <span aria-hidden="true">·</span>
          <span>{screen.size}</span>
          <span aria-hidden="true">·</span>
          <span>{t('card.spots', { duration: formatDuration(screen.duration) })}</span>
        </p>
        <div className={styles.footer}>
          <p className={styles.price}>
            <span className={styles.from}>{t('card.from')}</span>
            <strong>
              <Money cents={Math.round(screen.price * 100)} />
            </strong>
            <span className={styles.per}>{t('card.perSpot')}</span>
          </p>
          <div className={styles.bookActions}>
            <AddToCampaign
              screen={{
                ledId,
                billboardName: screen.billboardName,
                location: screen.location,
              }}
            />
            <Link
              to={`/uploadVideo/${ledId}`}
              className={`btn btn-accent ${styles.book}`}
              aria-label={t('card.bookScreen', { name: screen.billboardName })}
            >
              {t('card.book')}
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}
