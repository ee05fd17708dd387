import { useTranslation } from 'react-i18next';
import styles from './audience-segments.module.css';
import { SectionHead } from './section-heading';

const segments = [
  { key: 'highways', tone: 'amber' },
  { key: 'malls', tone: 'pink' },
  { key: 'business', tone: 'indigo' },
  { key: 'waterfront', tone: 'sky' },
  { key: 'airport', tone: 'violet' },
  { key: 'residential', tone: 'green' },
] as const;

/** Where an ad can play: the screen segments the finder filters by. */
export function AudienceSegments() {
  const { t } = useTranslation('content');
  return (
    <section className={`section ${styles.section}`} aria-labelledby="segments-title">
      <div className="container">
        <SectionHead
          centred
          id="segments-title"
          eyebrow={t('segments.eyebrow')}
          title={t('segments.title')}
          lead={t('segments.lead')}
        />
        <ul className={styles.grid}>
          {segments.map((segment) => (
            <li key={segment.key} className={`${styles.item} ${styles[segment.tone]}`}>
              <span className={styles.mark} aria-hidden="true" />
              <h3>{t(`segments.${segment.key}.name`)}</h3>
              <p>{t(`segments.${segment.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
