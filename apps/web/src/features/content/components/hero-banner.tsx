import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import heroArtArabic from '../../../assets/landing/hero-art-arabic.svg?no-inline';
import heroArt from '../../../assets/landing/hero-billboards.svg?no-inline';
import styles from './hero-banner.module.css';

const facts = ['live', 'spot', 'dubai'] as const;

/**
 * The title's one highlighted word, marked `<highlight>…</highlight>` in the catalogue. Read here
 * rather than with react-i18next's `Trans`, whose markup parser would be 5 KB gzip of the landing
 * page's first visit for this one line.
 */
function withHighlight(title: string, className: string) {
  const parts = /^(.*)<highlight>(.*)<\/highlight>(.*)$/s.exec(title);
  if (!parts) return title;
  return (
    <>
      {parts[1]}
      <span className={className}>{parts[2]}</span>
      {parts[3]}
    </>
  );
}

/** The banner: built into the app (not from the content service) so it paints at once. */
export function HeroBanner() {
  const { t, i18n } = useTranslation('content');
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={styles.badge}>
            <span className={styles.dot} aria-hidden="true" />
            {t('hero.badge')}
          </p>
          <h1 id="hero-title" className={styles.title}>
            {withHighlight(t('hero.title'), styles.highlight)}
          </h1>
          <p className={styles.lead}>{t('hero.lead')}</p>
          <div className={styles.actions}>
            <Link to="/upload" className="btn btn-accent btn-lg">
              {t('hero.findScreen')}
            </Link>
            <a href="#how-to-use" className="btn btn-on-night btn-lg">
              {t('hero.howItWorks')}
            </a>
          </div>
          <ul className={styles.facts}>
            {facts.map((fact) => (
              <li key={fact}>
                <strong>{t(`hero.facts.${fact}Value`)}</strong>
                <span>{t(`hero.facts.${fact}Label`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <img
          className={styles.art}
          // The illustration's chips carry words: each language has its own drawing.
          src={i18n.resolvedLanguage === 'ar' ? heroArtArabic : heroArt}
          width={720}
          height={560}
          alt={t('hero.art')}
          fetchPriority="high"
        />
      </div>
    </section>
  );
}
