import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '../../../components/ui/page-meta';
import { LoadError } from './empty-state';
import { Icon } from './icons';
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

/** The way back to a console list, above a detail page's title. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.backLink}>
      <Icon name="back" size={16} /> {children}
    </Link>
  );
}

/** A detail page's header until its record is there: the failure with a retry, or that it loads. */
export function PendingHeader({
  title,
  loadingTitle = title,
  couldNotLoad,
  back,
  error,
  onRetry,
}: {
  title: string;
  loadingTitle?: string;
  couldNotLoad: string;
  back: ReactNode;
  error: Error | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation('admin');
  if (!error) {
    return <PageHeader title={loadingTitle} description={t('common.loading')} back={back} />;
  }
  return (
    <>
      <PageHeader title={title} description={couldNotLoad} back={back} />
      <LoadError error={error} onRetry={onRetry} />
    </>
  );
}
