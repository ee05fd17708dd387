import { useFormat } from '../../../i18n/format';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useDevices, useSignOutOtherDevices } from '../api/devices';
import { QueryPending } from './query-list';
import styles from './settings.module.css';
import { ErrorText } from '../../../components/ui/error-text';

/** The devices signed in to the account, and "Sign out other devices". */
export function Devices() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const devices = useDevices();
  const signOut = useSignOutOtherDevices();
  const [done, setDone] = useState<string | null>(null);

  if (devices.isPending || devices.error) {
    return <QueryPending query={devices} loadingText={t('devices.loading')} />;
  }
  const others = devices.data.filter((device) => !device.current).length;
  return (
    <>
      {done ? (
        <p className="form-success" role="status">
          {done}
        </p>
      ) : null}
      <ErrorText error={signOut.error} />
      <ul className={styles.contactList} aria-label={t('devices.list')}>
        {[...devices.data]
          .sort((a, b) => Number(b.current) - Number(a.current))
          .map((device) => (
            <li key={device.id} className={styles.contactItem}>
              <div>
                <span className={styles.contactValue}>
                  {device.device}
                  {device.current ? (
                    <span className={styles.deviceCurrent}>{t('devices.current')}</span>
                  ) : null}
                </span>
                <span className={styles.deviceMeta}>
                  {t('devices.seen', {
                    signedIn: format.dubaiTime(device.createdAt),
                    lastSeen: format.dubaiTime(device.lastSeenAt),
                  })}
                </span>
              </div>
            </li>
          ))}
      </ul>
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={others === 0 || signOut.isPending}
          onClick={async () => {
            setDone(null);
            const { ended } = await signOut.mutateAsync();
            setDone(t('devices.ended', { count: ended }));
          }}
        >
          {signOut.isPending ? t('devices.signingOut') : t('devices.signOutOthers')}
        </button>
      </div>
    </>
  );
}
