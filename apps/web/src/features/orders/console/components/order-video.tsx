import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orderVideoUrl } from '../api/get-order';
import styles from './moderation.module.css';

export type VideoFrame = { width: number; height: number };

/** The order's video, streamed by ranges from the console's API; reports its real frame size. */
export function OrderVideo({
  orderId,
  label,
  onFrame,
}: {
  orderId: number;
  label: string;
  onFrame?: (frame: VideoFrame) => void;
}) {
  const { t } = useTranslation('admin');
  const [failed, setFailed] = useState(false);
  return (
    <div className={styles.player}>
      {failed ? (
        <p className={styles.playerError} role="alert">
          {t('video.failed')}
        </p>
      ) : (
        <video
          key={orderId}
          className={styles.video}
          src={orderVideoUrl(orderId)}
          controls
          playsInline
          preload="metadata"
          aria-label={label}
          onError={() => setFailed(true)}
          onLoadedMetadata={(event) =>
            onFrame?.({
              width: event.currentTarget.videoWidth,
              height: event.currentTarget.videoHeight,
            })
          }
        />
      )}
    </div>
  );
}
