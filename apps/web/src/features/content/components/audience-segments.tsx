import styles from './audience-segments.module.css';

const segments = [
  { name: 'Highways & main roads', text: 'Commuters on the busiest corridors', tone: 'amber' },
  { name: 'Malls & retail', text: 'Shoppers ready to buy', tone: 'pink' },
  { name: 'Business districts', text: 'Professionals and decision makers', tone: 'indigo' },
  { name: 'Waterfront & beach', text: 'Residents and tourists, day and night', tone: 'sky' },
  { name: 'Airport & travel', text: 'Travellers arriving and departing', tone: 'violet' },
  { name: 'Residential communities', text: 'Families close to home', tone: 'green' },
] as const;

/** Where an ad can play: the screen segments the finder filters by. */
export function AudienceSegments() {
  return (
    <section className={`section ${styles.section}`} aria-labelledby="segments-title">
      <div className="container">
        <div className="section-head section-head-center">
          <p className="eyebrow">Segments</p>
          <h2 id="segments-title" className="section-title">
            Wherever your audience is
          </h2>
          <p className="lead">
            Filter screens by segment and reach people in the moment that matters to your brand.
          </p>
        </div>
        <ul className={styles.grid}>
          {segments.map((segment) => (
            <li key={segment.name} className={`${styles.item} ${styles[segment.tone]}`}>
              <span className={styles.mark} aria-hidden="true" />
              <h3>{segment.name}</h3>
              <p>{segment.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
