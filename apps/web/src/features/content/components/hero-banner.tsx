import { Link } from 'react-router';
import heroArt from '../../../assets/landing/hero-billboards.svg?no-inline';
import styles from './hero-banner.module.css';

const facts = [
  { value: '48 h', label: 'from approval to live' },
  { value: 'Per spot', label: 'pay only for the plays you book' },
  { value: 'All Dubai', label: 'highways, malls, Marina, airport' },
];

/** The banner: built into the app (not from the content service) so it paints at once. */
export function HeroBanner() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={styles.badge}>
            <span className={styles.dot} aria-hidden="true" />
            LED billboards across Dubai
          </p>
          <h1 id="hero-title" className={styles.title}>
            Digitize your <span className={styles.highlight}>vision</span>
          </h1>
          <p className={styles.lead}>
            Put your video on Dubai&apos;s brightest screens and pay by the ad spot. A unique
            platform that is fully visible to you: every screen, every price and every step of your
            campaign.
          </p>
          <div className={styles.actions}>
            <Link to="/upload" className="btn btn-accent btn-lg">
              Find a screen
            </Link>
            <a href="#how-to-use" className="btn btn-on-night btn-lg">
              How it works
            </a>
          </div>
          <ul className={styles.facts}>
            {facts.map((fact) => (
              <li key={fact.value}>
                <strong>{fact.value}</strong>
                <span>{fact.label}</span>
              </li>
            ))}
          </ul>
        </div>
        <img
          className={styles.art}
          src={heroArt}
          width={720}
          height={560}
          alt="LED billboards over the Dubai skyline at night, one showing a booked spot"
          fetchPriority="high"
        />
      </div>
    </section>
  );
}
