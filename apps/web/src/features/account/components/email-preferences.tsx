import { useTranslation } from 'react-i18next';
import { orderEventKinds, type OrderEventKind } from '@screenspot/contracts/notification';
import { useState } from 'react';
import { useEmailPreferences, useUpdateEmailPreferences } from '../api/email-preferences';
import { QueryPending } from './query-list';
import { PreferenceStatus } from './preference-status';
import styles from './settings.module.css';

/** Settings › Emails: one switch per order event; each change is saved at once. */
export function EmailPreferences() {
  const { t } = useTranslation('account');
  const preferences = useEmailPreferences();
  const update = useUpdateEmailPreferences();
  const [saved, setSaved] = useState<string | null>(null);

  if (preferences.isPending || preferences.error) {
    return <QueryPending query={preferences} loadingText={t('emails.loading')} />;
  }
  const emails = preferences.data.emails;
  const toggle = async (kind: OrderEventKind, on: boolean) => {
    setSaved(null);
    try {
      await update.mutateAsync({ emails: { [kind]: on } });
      setSaved(t(on ? 'emails.on' : 'emails.off', { event: t(`orderEvents.${kind}.label`) }));
    } catch {
      // The error is shown below; the switch stays as the server has it.
    }
  };

  return (
    <>
      <p className={styles.prefsNote}>{t('emails.note')}</p>
      <ul className={styles.prefsList} aria-label={t('emails.list')}>
        {orderEventKinds.map((kind) => {
          const id = `email-pref-${kind}`;
          return (
            <li key={kind} className={styles.prefsItem}>
              <label htmlFor={id} className={styles.prefsText}>
                <span className={styles.contactValue}>{t(`orderEvents.${kind}.label`)}</span>
                <span className={styles.deviceMeta}>{t(`orderEvents.${kind}.when`)}</span>
              </label>
              <input
                id={id}
                type="checkbox"
                role="switch"
                className={styles.switch}
                checked={emails[kind]}
                disabled={update.isPending}
                onChange={(event) => void toggle(kind, event.target.checked)}
              />
            </li>
          );
        })}
      </ul>
      <PreferenceStatus error={update.error} saved={saved} />
    </>
  );
}
