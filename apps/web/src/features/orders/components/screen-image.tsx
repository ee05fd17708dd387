import { useState } from 'react';
import styles from './screen-image.module.css';
import { ScreenIcon } from '../../../components/ui/icons';

/** The screen's photo from /api/files; a branded placeholder when it cannot load. */
export function ScreenImage({
  ledId,
  name,
  className,
}: {
  ledId: number;
  name: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div className={`${styles.fallback} ${className ?? ''}`} role="img" aria-label={name}>
        <ScreenIcon size={32} strokeWidth={1.6} stand="M12 16v4M8 20h8" />
      </div>
    );
  }
  return (
    <img
      className={`${styles.image} ${className ?? ''}`}
      src={`/api/files?ledId=${ledId}`}
      alt={name}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
