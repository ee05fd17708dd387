import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdvantages } from '../api/get-advantages';
import styles from './advantages-section.module.css';
import { SectionHead } from './section-heading';

const icon = (path: ReactNode) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    <g
      stroke="currentColor"
      strokeWidth="2"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {path}
    </g>
  </svg>
);

// Targeting, speed, tracking, payment per spot: in the order of the content's numbered blocks.
const icons = [
  icon(
    <>
      <circle cx="12" cy="12" r="8" />
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
    </>,
  ),
  icon(<path d="M13 3 5 14h6l-1 7 8-11h-6l1-7z" />),
  icon(<path d="M4 19V5M4 19h16M8 15l4-4 3 3 5-6" />),
  icon(
    <>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M3 10h18M7 15h4" />
    </>,
  ),
];

/** A heading and four title/description blocks from the content service. */
export function AdvantagesSection() {
  const { t } = useTranslation('content');
  const content = useAdvantages();
  const blocks = [
    { title: content.title1, text: content.description1 },
    { title: content.title2, text: content.description2 },
    { title: content.title3, text: content.description3 },
    { title: content.title4, text: content.description4 },
  ];
  return (
    <section className="section" aria-labelledby="advantages-title">
      <div className="container">
        <SectionHead
          centred
          id="advantages-title"
          eyebrow={t('advantages.eyebrow')}
          title={content.title}
        />
        <ul className={styles.grid}>
          {blocks.map((block, index) => (
            <li key={index} className={styles.block}>
              <span className={styles.icon}>{icons[index]}</span>
              <h3>{block.title}</h3>
              <p>{block.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
