import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import styles from './site-footer.module.css';

// The spec's Follow Us links are placeholders: no destination yet, so a click does nothing.
const ignore = (event: MouseEvent) => event.preventDefault();

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.grid}>
          <div className={styles.brand}>
            <Logo tone="light" />
            <p>
              Digital billboards across Dubai, booked by the ad spot. Choose a screen, upload your
              video and go live within 48 hours.
            </p>
          </div>
          <nav aria-label="Legal and contact" className={styles.column}>
            <p className={styles.heading}>Company</p>
            <ul>
              <li>
                <Link to="/privacypolicy">Privacy Policy</Link>
              </li>
              <li>
                <Link to="/termsconditions">Terms &amp; Conditions</Link>
              </li>
              <li>
                <Link to="/contact">Contact Us</Link>
              </li>
            </ul>
          </nav>
          <div className={styles.column}>
            <p className={styles.heading}>Follow Us</p>
            <ul className={styles.social}>
              <li>
                <a href="#" onClick={ignore}>
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
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
                    <circle
                      cx="12"
                      cy="12"
                      r="4"
                      stroke="currentColor"
                      strokeWidth="2"
                      fill="none"
                    />
                    <circle cx="17.5" cy="6.5" r="1.2" fill="currentColor" />
                  </svg>
                  Instagram
                </a>
              </li>
              <li>
                <a href="#" onClick={ignore}>
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                    <path
                      d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.5 2.5 4.5 5 4.5"
                      stroke="currentColor"
                      strokeWidth="2"
                      fill="none"
                      strokeLinecap="round"
                    />
                  </svg>
                  Tik Tok
                </a>
              </li>
            </ul>
          </div>
        </div>
        <div className={styles.bottom}>
          <p>© 2024 ScreenSpot. All rights reserved.</p>
          <p>Dubai, United Arab Emirates</p>
        </div>
      </div>
    </footer>
  );
}
