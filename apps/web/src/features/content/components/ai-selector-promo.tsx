import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAiDriven } from '../api/get-ai-driven';
import { LineIcon } from '../../../components/ui/icons';
import { ContentFigure } from './content-figure';
import styles from './ai-selector-promo.module.css';
import { SectionHeading } from './section-heading';

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
          <SectionHeading
            id="ai-title"
            eyebrow={t('ai.eyebrow')}
            title={content.title}
            lead={content.description}
          />
          <Link to={tryNowHref} className="btn btn-primary btn-lg">
            {t('ai.tryNow')}
            <LineIcon
              className="mirror-rtl"
              viewBox="0 0 20 20"
              size={18}
              round="both"
              d="M4 10h11m-4-5 5 5-5 5"
            />
          </Link>
        </div>
      </div>
    </section>
  );
}
