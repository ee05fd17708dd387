import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryList } from './query-list';
import { ShownOnce } from './shown-once';
import styles from './settings.module.css';

/**
 * A settings section that makes secrets for the customer's own systems (API tokens, webhooks'
 * signing secrets): the form to make one, or in its place the secret just made, shown once until
 * it is put away; then the ones made so far and a line pointing to the API reference. Its texts
 * are the section's own in the catalogue.
 */
export function SecretSection<T>({
  section,
  made,
  onDone,
  form,
  query,
  docs,
  children,
}: {
  section: 'tokens' | 'webhooks';
  /** The secret just made: what was made, what to do with it, the value and its name. */
  made: { title: string; note: ReactNode; value: string; valueLabel: string } | null;
  onDone: () => void;
  form: ReactNode;
  query: { isPending: boolean; error: Error | null; data?: readonly T[] };
  docs: ReactNode;
  /** A row of the list. */
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.tokens}>
      {made ? (
        <ShownOnce
          title={made.title}
          note={made.note}
          value={made.value}
          labels={{
            value: made.valueLabel,
            copy: t(`${section}.copy`),
            copied: t(`${section}.copied`),
            done: t(`${section}.done`),
          }}
          onDone={onDone}
        />
      ) : (
        form
      )}

      <h3 className={styles.subheading}>{t(`${section}.yours`)}</h3>
      <QueryList
        query={query}
        label={t(`${section}.list`)}
        loadingText={t(`${section}.loading`)}
        emptyText={t(`${section}.none`)}
      >
        {children}
      </QueryList>
      <p className={styles.docsLink}>{docs}</p>
    </div>
  );
}
