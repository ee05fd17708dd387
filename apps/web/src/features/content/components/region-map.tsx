import mapArt from '../../../assets/landing/dubai-map.svg?no-inline';
import styles from './region-map.module.css';

const areas = [
  'Sheikh Zayed Road',
  'Downtown & Business Bay',
  'Dubai Marina & JLT',
  'Deira & DXB airport',
  'Silicon Oasis',
  'Expo City & Jebel Ali',
];

/** The map graphic of the region: where the network's screens are. */
export function RegionMap() {
  return (
    <section className={styles.section} aria-labelledby="map-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>The network</p>
          <h2 id="map-title" className="section-title">
            Screens across the emirate
          </h2>
          <p className={styles.lead}>
            From the coast road to the airport, every screen sits where Dubai moves. Find them all
            on the map, compare them side by side and book the ones your customers pass every day.
          </p>
          <ul className={styles.areas}>
            {areas.map((area) => (
              <li key={area}>{area}</li>
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
            alt="Map of Dubai along the Arabian Gulf with screens marked at Dubai Marina, Downtown, Deira, DXB, Silicon Oasis, Jebel Ali and Expo City"
          />
          <figcaption>Screen locations along Sheikh Zayed Road and Emirates Road</figcaption>
        </figure>
      </div>
    </section>
  );
}
