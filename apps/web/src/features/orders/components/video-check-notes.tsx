import { useTranslation } from 'react-i18next';
import { useContractMessage } from '../../../i18n/contract-messages';
import { useVideoChecks } from '../api/get-video-checks';
import styles from './video-check-notes.module.css';

/**
 * What the automatic checks found in the customer's video: the warnings and failures, each with
 * what was measured, so the customer can fix the file before the operator decides. The checks are
 * stored in English; their words have keys in the contracts' catalogue, figures stay as measured.
 */
export function VideoCheckNotes({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders');
  const words = useContractMessage();
  const query = useVideoChecks(orderId);
  const checks = query.data;
  if (!checks) return null;
  if (checks.status === 'pending') {
    return <p className={styles.note}>{t('checks.pending')}</p>;
  }
  const notes = checks.checks.filter((check) => check.status !== 'pass');
  if (checks.status === 'pass') {
    return (
      <p className={styles.note} data-status="pass">
        {t('checks.pass')}
      </p>
    );
  }
  return (
    <div className={styles.box} aria-labelledby={`checks-${orderId}`}>
      <h3 id={`checks-${orderId}`} className={styles.title}>
        {checks.status === 'fail'
          ? checks.override
            ? t('checks.failAccepted')
            : t('checks.fail')
          : t('checks.warnings')}
      </h3>
      {checks.error ? <p className={styles.item}>{checks.error}</p> : null}
      <ul className={styles.list}>
        {notes.map((check) => (
          <li key={check.key} className={styles.item} data-status={check.status}>
            <strong>
              {check.status === 'fail' ? t('checks.failed') : t('checks.warning')}
              {' · '}
              {words(check.label)}:
            </strong>{' '}
            <bdi>{words(check.measured)}</bdi>{' '}
            {t('checks.expected', { expected: words(check.expected) })}
            {check.message ? ` ${words(check.message)}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}
