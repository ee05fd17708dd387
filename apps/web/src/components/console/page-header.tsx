import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '../ui/page-meta';
import { LoadError } from './empty-state';
import { Icon } from './icons';
import styles from './console.module.css';

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

/**
 * A detail page's header until its record is there: the failure with a retry, or that it loads.
 * Its title and failure text are the section's own in the catalogue.
 */
export function PendingHeader({
  section,
  loadingTitle,
  back,
  query,
}: {
  section: 'customer' | 'order' | 'screenForm';
  /** The title while it loads, when not the section's. */
  loadingTitle?: string;
  back: ReactNode;
  query: { error: Error | null; refetch: () => unknown };
}) {
  const { t } = useTranslation('admin');
  const title = t(`${section}.title`);
  if (!query.error) {
    return (
      <PageHeader title={loadingTitle ?? title} description={t('common.loading')} back={back} />
    );
  }
  return (
    <>
      <PageHeader title={title} description={t(`${section}.couldNotLoad`)} back={back} />
      <LoadError error={query.error} onRetry={() => void query.refetch()} />
    </>
  );
}
