import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../../components/ui/error-text';

/**
 * A card of the order page read from the server: its heading, then a busy line while it loads, its
 * error, or its data.
 */
export function OrderQuerySection<T>({
  id,
  title,
  query,
  className,
  children,
}: {
  id: string;
  title: string;
  query: UseQueryResult<T, Error>;
  className: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('orders');
  return (
    <section className={`card ${className}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {query.isPending ? <p aria-busy="true">{t('common.loading')}</p> : null}
      <ErrorText error={query.error} />
      {query.data ? children(query.data) : null}
    </section>
  );
}
