import { useState } from 'react';
import { useDevices, useSignOutOtherDevices } from '../api/devices';
import styles from './settings.module.css';

const when = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** The devices signed in to the account, and "Sign out other devices". */
export function Devices() {
  const devices = useDevices();
  const signOut = useSignOutOtherDevices();
  const [done, setDone] = useState<string | null>(null);

  if (devices.isPending) return <p aria-busy="true">Loading your devices…</p>;
  if (devices.error) {
    return (
      <p className="form-error" role="alert">
        {devices.error.message}
      </p>
    );
  }
  const others = devices.data.filter((device) => !device.current).length;
  return (
    <>
      {done ? (
        <p className="form-success" role="status">
          {done}
        </p>
      ) : null}
      {signOut.error ? (
        <p className="form-error" role="alert">
          {signOut.error.message}
        </p>
      ) : null}
      <ul className={styles.contactList} aria-label="Signed-in devices">
        {[...devices.data]
          .sort((a, b) => Number(b.current) - Number(a.current))
          .map((device) => (
            <li key={device.id} className={styles.contactItem}>
              <div>
                <span className={styles.contactValue}>
                  {device.device}
                  {device.current ? (
                    <span className={styles.deviceCurrent}>This device</span>
                  ) : null}
                </span>
                <span className={styles.deviceMeta}>
                  Signed in {when.format(new Date(device.createdAt))} · last seen{' '}
                  {when.format(new Date(device.lastSeenAt))}
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
            setDone(
              ended === 1
                ? 'One other device was signed out.'
                : `${ended} other devices were signed out.`,
            );
          }}
        >
          {signOut.isPending ? 'Signing out…' : 'Sign out other devices'}
        </button>
      </div>
    </>
  );
}
