import type { AdminContactRequest, ContactFilter } from '@screenspot/contracts/admin-contact';
import { useTranslation } from 'react-i18next';
import { useContactRequests, useSetHandled } from '../api/contact-requests';
import { formatDateTime } from '../../../../components/console/format';
import { EmptyState } from '../../../../components/console/empty-state';
import { useShowFilter } from '../../../../components/console/filtered-list';
import { FilteredListPage } from '../../../../components/console/filtered-list-page';
import admin from '../../../../components/console/console.module.css';
import styles from './contact.module.css';
import { ErrorText } from '../../../../components/ui/error-text';

const filters = ['open', 'handled', 'all'] as const satisfies readonly ContactFilter[];

/** Messages from the contact form, newest first; marking one handled moves it out of Open. */
export function ContactPage() {
  const { t } = useTranslation('admin');
  const [filter, show] = useShowFilter(filters);
  const requests = useContactRequests(filter);

  return (
    <FilteredListPage
      section="contact"
      filters={filters}
      filterLabel={(value) => t(`contact.${value}`)}
      filter={filter}
      onFilter={show}
      query={requests}
      empty={
        <EmptyState title={filter === 'open' ? t('contact.inboxZero') : t('contact.nothingHere')}>
          {filter === 'open' ? t('contact.allHandled') : null}
        </EmptyState>
      }
      listClassName={styles.list}
    >
      {(request) => <ContactItem key={request.id} request={request} />}
    </FilteredListPage>
  );
}

function ContactItem({ request }: { request: AdminContactRequest }) {
  const { t } = useTranslation('admin');
  const setHandled = useSetHandled();
  return (
    <li className={styles.item} data-handled={request.handled}>
      <div className={styles.head}>
        <div>
          <strong>
            {request.name} {request.surname}
          </strong>{' '}
          <a href={`mailto:${request.email}`}>{request.email}</a>
          <span className={admin.secondary}>
            {formatDateTime(request.createdAt)}
            {request.handledAt
              ? t('contact.handledAt', { date: formatDateTime(request.handledAt) })
              : ''}
          </span>
        </div>
        <div className={styles.actions}>
          <a
            className={admin.smallButton}
            href={`mailto:${request.email}?subject=${encodeURIComponent(t('contact.replySubject'))}`}
          >
            {t('contact.reply')}
          </a>
          <button
            type="button"
            className={admin.smallButton}
            disabled={setHandled.isPending}
            onClick={() => setHandled.mutate({ id: request.id, handled: !request.handled })}
          >
            {request.handled ? t('contact.reopen') : t('contact.markHandled')}
          </button>
        </div>
      </div>
      <p className={styles.message} dir="auto">
        {request.message}
      </p>
      <ErrorText error={setHandled.error} className="field-error" />
    </li>
  );
}
