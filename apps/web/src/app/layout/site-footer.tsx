import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { LineIcon } from '../../components/ui/icons';
import { LanguageSwitch } from './language-switch';
import styles from './site-footer.module.css';

// The spec's Follow Us links are placeholders: no destination yet, so a click does nothing.
const ignore = (event: MouseEvent) => event.preventDefault();

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.grid}>
          <div className={styles.brand}>
            <Logo tone="light" />
            <p>{t('footer.about')}</p>
            <div className={styles.language}>
              <LanguageSwitch tone="light" />
            </div>
          </div>
          <nav aria-label={t('footer.legalNav')} className={styles.column}>
            <p className={styles.heading}>{t('footer.company')}</p>
            <ul>
              <li>
                <Link to="/privacypolicy">{t('footer.privacyPolicy')}</Link>
              </li>
              <li>
                <Link to="/termsconditions">{t('footer.terms')}</Link>
              </li>
              <li>
                <Link to="/contact">{t('footer.contactUs')}</Link>
              </li>
            </ul>
          </nav>
          <div className={styles.column}>
            <p className={styles.heading}>{t('footer.followUs')}</p>
            <ul className={styles.social}>
              <li>
                <a href="#" onClick={ignore}>
                  <LineIcon size={20}>
                    <rect x="3" y="3" width="18" height="18" rx="5" />
                    <circle cx="12" cy="12" r="4" />
                    <circle cx="17.5" cy="6.5" r="1.2" fill="currentColor" stroke="none" />
                  </LineIcon>
                  {t('footer.instagram')}
                </a>
              </li>
              <li>
                <a href="#" onClick={ignore}>
                  <LineIcon
                    size={20}
                    round="caps"
                    d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.5 2.5 4.5 5 4.5"
                  />
                  {t('footer.tiktok')}
                </a>
              </li>
            </ul>
          </div>
        </div>
        <div className={styles.bottom}>
          <p>{t('footer.copyright')}</p>
          <p>{t('footer.place')}</p>
        </div>
      </div>
    </footer>
  );
}
