import { useState } from 'react';
import styles from './screen-image.module.css';

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
        <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
          <rect
            x="3"
            y="4"
            width="18"
            height="12"
            rx="2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
          <path d="M12 16v4M8 20h8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
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
