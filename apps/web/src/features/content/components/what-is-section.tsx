import { useTranslation } from 'react-i18next';
import { useWhatIs } from '../api/get-what-is';
import { ContentFigure } from './content-figure';
import styles from './what-is-section.module.css';
import { SectionHeading } from './section-heading';

/** Two titles, two descriptions and two images from the content service. */
export function WhatIsSection() {
  const { t } = useTranslation('content');
  const content = useWhatIs();
  const rows = [
    { id: 'what-is-1', title: content.title1, text: content.description1, image: content.image1 },
    { id: 'what-is-2', title: content.title2, text: content.description2, image: content.image2 },
  ];
  return (
    <section className="section" aria-label={t('whatIs.label')}>
      <div className={`container ${styles.rows}`}>
        {rows.map((row, index) => (
          <article
            key={row.id}
            className={`${styles.row} ${index % 2 === 1 ? styles.reverse : ''}`}
            aria-labelledby={row.id}
          >
            <ContentFigure image={row.image} loading={content.loading} width={640} height={480} />
            <div>
              <SectionHeading
                id={row.id}
                eyebrow={index === 0 ? t('whatIs.medium') : t('whatIs.platform')}
                title={row.title}
                lead={row.text}
              />
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
