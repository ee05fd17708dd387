import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client';
import styles from './booking-conflict.module.css';

/** A booking refused because spots were taken since the quote (409); null for any other failure. */
export function bookingConflict(error: Error | null): ApiRequestError | null {
  return error instanceof ApiRequestError && error.status === 409 ? error : null;
}

/** The refusal's message and what to change, announced as it appears; nothing was booked. */
export function BookingConflict({ conflict }: { conflict: ApiRequestError }) {
  const { t } = useTranslation('booking');
  return (
    <div className={styles.conflict} role="alert">
      <p>
        <strong>{conflict.message}</strong>
      </p>
      <p>{t('campaign.conflictHint')}</p>
    </div>
  );
}
