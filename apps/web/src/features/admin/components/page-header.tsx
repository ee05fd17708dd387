import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../../components/ui/page-meta';
import styles from './admin.module.css';

/** Title, one line of context and the page's main actions; also sets the document title. */
export function PageHeader({
  title,
  description,
  actions,
  back,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
  back?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <header className={styles.pageHeader}>
      <PageMeta title={t('meta.pageTitle', { title })} description={description} />
      <div>
        {back}
        <h1 className={styles.pageTitle}>{title}</h1>
        <p className={styles.pageDescription}>{description}</p>
      </div>
      {actions ? <div className={styles.pageActions}>{actions}</div> : null}
    </header>
  );
}
