import mapArt from '../../../assets/landing/dubai-map.svg?no-inline';
import { useTranslation } from 'react-i18next';
import styles from './region-map.module.css';
import { SectionHeading } from './section-heading';

const areas = ['szr', 'downtown', 'marina', 'deira', 'siliconOasis', 'expo'] as const;

/** The map graphic of the region: where the network's screens are. */
export function RegionMap() {
  const { t } = useTranslation('content');
  return (
    <section className={styles.section} aria-labelledby="map-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <SectionHeading id="map-title" eyebrow={t('map.eyebrow')} title={t('map.title')} />
          <p className={styles.lead}>{t('map.lead')}</p>
          <ul className={styles.areas}>
            {areas.map((area) => (
              <li key={area}>{t(`map.areas.${area}`)}</li>
            ))}
          </ul>
        </div>
        <figure className={styles.figure}>
          <img
            src={mapArt}
            width={800}
            height={600}
            loading="lazy"
            decoding="async"
            alt={t('map.alt')}
          />
          <figcaption>{t('map.caption')}</figcaption>
        </figure>
      </div>
    </section>
  );
}
