import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import styles from './site-footer.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Logo tone="light" />
          <p>Digital billboards across Dubai, booked by the ad spot.</p>
        </div>
        <nav aria-label="Legal and contact" className={styles.links}>
          <Link to="/privacypolicy">Privacy Policy</Link>
          <Link to="/termsconditions">Terms &amp; Conditions</Link>
          <Link to="/contact">Contact Us</Link>
        </nav>
        <div className={styles.social}>
          <p className={styles.heading}>Follow Us</p>
          <div className={styles.icons}>
            <a href="#" aria-label="Instagram" onClick={(e) => e.preventDefault()}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <rect
                  x="3"
                  y="3"
                  width="18"
                  height="18"
                  rx="5"
                  stroke="currentColor"
                  strokeWidth="2"
                  fill="none"
                />
                <circle cx="12" cy="12" r="4" stroke="currentColor" strokeWidth="2" fill="none" />
                <circle cx="17.5" cy="6.5" r="1.2" fill="currentColor" />
              </svg>
              <span>Instagram</span>
            </a>
            <a href="#" aria-label="Tik Tok" onClick={(e) => e.preventDefault()}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path
                  d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.5 2.5 4.5 5 4.5"
                  stroke="currentColor"
                  strokeWidth="2"
                  fill="none"
                  strokeLinecap="round"
                />
              </svg>
              <span>Tik Tok</span>
            </a>
          </div>
        </div>
      </div>
      <div className={`container ${styles.copy}`}>© 2024 ScreenSpot. All rights reserved.</div>
    </footer>
  );
}
