import { contentCollections, type ContentCollection } from '@screenspot/contracts/admin-content';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useContent } from '../api/content';
import { ContentEntryForm } from './content-entry-form';
import { EmptyState, LoadError } from '../../../../components/console/empty-state';
import { PageHeader } from '../../../../components/console/page-header';
import admin from '../../../../components/console/console.module.css';
import styles from './content.module.css';

/** The landing and contact copy served by the content service; the site shows edits on reload. */
export function ContentPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const collection = (contentCollections.find((c) => c.id === params.get('collection'))?.id ??
    contentCollections[0].id) as ContentCollection;
  const entries = useContent(collection);

  return (
    <>
      <PageHeader title={t('content.title')} description={t('content.description')} />
      <nav className={styles.tabs} aria-label={t('content.collections')}>
        {contentCollections.map((c) => (
          <button
            key={c.id}
            type="button"
            className={styles.tab}
            aria-current={c.id === collection ? 'page' : undefined}
            onClick={() => setParams({ collection: c.id }, { replace: true })}
          >
            {t(`content.collection.${c.id}`, { defaultValue: c.label })}
          </button>
        ))}
      </nav>
      {entries.error ? (
        <LoadError error={entries.error} onRetry={() => void entries.refetch()} />
      ) : null}
      {entries.data?.length === 0 ? (
        <section className={admin.panel}>
          <EmptyState title={t('content.noEntries')}>{t('content.builtIn')}</EmptyState>
        </section>
      ) : null}
      <div className={styles.entries}>
        {(entries.data ?? []).map((entry, index) => (
          <ContentEntryForm
            key={entry.id}
            entry={entry}
            collection={collection}
            heading={
              (entries.data?.length ?? 0) > 1
                ? t('content.entryNumber', { number: index + 1 })
                : t('content.entry')
            }
          />
        ))}
      </div>
    </>
  );
}
