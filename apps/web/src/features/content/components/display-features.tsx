import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import durabilityArt from '../../../assets/landing/feature-durability.svg?no-inline';
import energyArt from '../../../assets/landing/feature-energy.svg?no-inline';
import installationArt from '../../../assets/landing/feature-installation.svg?no-inline';
import sizesArt from '../../../assets/landing/feature-sizes.svg?no-inline';
import { useDisplays } from '../api/get-displays';
import styles from './display-features.module.css';
import { SectionHead } from './section-heading';

const tiles = [
  { key: 'energy', art: energyArt },
  { key: 'durability', art: durabilityArt },
  { key: 'sizes', art: sizesArt },
  { key: 'installation', art: installationArt },
] as const;

/** The spec's scroll tracking divides the page's scroll position by this. */
const scrollDivisor = 3.5;

/** The spec's scroll tracking: the page's scroll position divided by 3.5, never below 0. */
export function scrollOffset(scrollY: number): number {
  return Math.max(0, scrollY / scrollDivisor);
}

/**
 * Feature tiles with a ticker that follows the page scroll. The offset is written to the element
 * (a CSS variable and data-scroll-offset) rather than React state, so scrolling never re-renders.
 */
export function DisplayFeatures({ startHref }: { startHref: string }) {
  const { t } = useTranslation('content');
  const content = useDisplays();
  const sectionRef = useRef<HTMLElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const descriptions = [
    content.description1,
    content.description2,
    content.description3,
    content.description4,
  ];

  useEffect(() => {
    const section = sectionRef.current;
    const track = trackRef.current;
    if (!section || !track) return;
    section.dataset.ready = 'true';
    let frame = 0;
    const update = () => {
      frame = 0;
      const offset = scrollOffset(window.scrollY);
      // The ticker repeats its labels twice: shifting by less than one copy loops seamlessly.
      const period = track.scrollWidth / 2 || 1;
      section.dataset.scrollOffset = String(Math.round(offset));
      section.style.setProperty('--ticker-shift', `${-(offset % period)}px`);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <section
      ref={sectionRef}
      className={`section ${styles.section}`}
      aria-labelledby="displays-title"
      data-testid="display-features"
    >
      <div className="container">
        <SectionHead id="displays-title" eyebrow={t('displays.eyebrow')} title={content.title} />
      </div>
      <div className={styles.ticker} aria-hidden="true">
        <div ref={trackRef} className={styles.track}>
          {[0, 1].map((copy) =>
            tiles.map((tile) => (
              <span key={`${copy}-${tile.key}`} className={styles.tickerItem}>
                {t(`displays.${tile.key}`)}
              </span>
            )),
          )}
        </div>
      </div>
      <div className="container">
        <ul className={styles.grid}>
          {tiles.map((tile, index) => (
            <li key={tile.key} className={styles.tile}>
              <img src={tile.art} width={480} height={320} alt="" loading="lazy" decoding="async" />
              <div className={styles.body}>
                <h3>{t(`displays.${tile.key}`)}</h3>
                <p>{descriptions[index]}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className={styles.footer}>
          <p>{content.footer}</p>
          <Link to={startHref} className="btn btn-accent btn-lg">
            {t('displays.book')}
          </Link>
        </div>
      </div>
    </section>
  );
}
