import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAiDriven } from '../api/get-ai-driven';
import { ContentFigure } from './content-figure';
import styles from './ai-selector-promo.module.css';

/** The AI selector promo; Try Now leads to the display selector or, for a visitor, to sign-in first. */
export function AiSelectorPromo({ tryNowHref }: { tryNowHref: string }) {
  const { t } = useTranslation('content');
  const content = useAiDriven();
  return (
    <section className={`section ${styles.section}`} aria-labelledby="ai-title">
      <div className={`container ${styles.card}`}>
        <ContentFigure
          className={styles.figure}
          image={content.image}
          loading={content.loading}
          width={640}
          height={480}
        />
        <div className={styles.copy}>
          <p className="eyebrow">{t('ai.eyebrow')}</p>
          <h2 id="ai-title" className="section-title">
            {content.title}
          </h2>
          <p className="lead">{content.description}</p>
          <Link to={tryNowHref} className="btn btn-primary btn-lg">
            {t('ai.tryNow')}
            <svg
              className="mirror-rtl"
              viewBox="0 0 20 20"
              width="18"
              height="18"
              aria-hidden="true"
            >
              <path
                d="M4 10h11m-4-5 5 5-5 5"
                stroke="currentColor"
                strokeWidth="2"
                fill="none"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </Link>
        </div>
      </div>
    </section>
  );
}
