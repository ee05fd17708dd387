import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '../../components/ui/page-meta';
import styles from './not-found.module.css';

export function Component() {
  const { t } = useTranslation();
  return (
    <section className={`page container ${styles.wrap}`}>
      <PageMeta title={t('pages.notFound.title')} description={t('pages.notFound.description')} />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{t('pages.notFound.heading')}</h1>
      <p className="lead">{t('pages.notFound.text')}</p>
      <div className={styles.actions}>
        <Link to="/" className="btn btn-primary btn-lg">
          {t('pages.notFound.home')}
        </Link>
        <Link to="/contact" className="btn btn-secondary btn-lg">
          {t('pages.notFound.contact')}
        </Link>
      </div>
    </section>
  );
}
