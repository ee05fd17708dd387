import { contentCollections, type ContentCollection } from '@screenspot/contracts/admin';
import { useSearchParams } from 'react-router';
import { useContent } from '../api/content';
import { ContentEntryForm } from './content-entry-form';
import { EmptyState, LoadError } from './empty-state';
import { PageHeader } from './page-header';
import admin from './admin.module.css';
import styles from './content.module.css';

/** The landing and contact copy served by the content service; the site shows edits on reload. */
export function ContentPage() {
  const [params, setParams] = useSearchParams();
  const collection = (contentCollections.find((c) => c.id === params.get('collection'))?.id ??
    contentCollections[0].id) as ContentCollection;
  const entries = useContent(collection);

  return (
    <>
      <PageHeader
        title="Content"
        description="Texts and images of the landing and contact pages. Visitors see a change when they next load the page."
      />
      <nav className={styles.tabs} aria-label="Collections">
        {contentCollections.map((c) => (
          <button
            key={c.id}
            type="button"
            className={styles.tab}
            aria-current={c.id === collection ? 'page' : undefined}
            onClick={() => setParams({ collection: c.id }, { replace: true })}
          >
            {c.label}
          </button>
        ))}
      </nav>
      {entries.error ? (
        <LoadError error={entries.error} onRetry={() => void entries.refetch()} />
      ) : null}
      {entries.data?.length === 0 ? (
        <section className={admin.panel}>
          <EmptyState title="No entries in this collection">
            The site shows its built-in texts for this section.
          </EmptyState>
        </section>
      ) : null}
      <div className={styles.entries}>
        {(entries.data ?? []).map((entry, index) => (
          <ContentEntryForm
            key={entry.id}
            entry={entry}
            collection={collection}
            heading={(entries.data?.length ?? 0) > 1 ? `Entry ${index + 1}` : 'Entry'}
          />
        ))}
      </div>
    </>
  );
}
