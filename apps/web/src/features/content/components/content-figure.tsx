import type { ContentImage } from '../api/content-client';
import styles from './content-figure.module.css';

type ContentFigureProps = {
  image: ContentImage | null;
  /** The content service has not answered yet: keep the space, show no fallback image. */
  loading: boolean;
  width: number;
  height: number;
  className?: string;
};

/**
 * An image from the content service in a frame of fixed proportions, so the page does not jump
 * when it arrives. With no image URL there is no fallback image (the spec), only the empty frame.
 */
export function ContentFigure({ image, loading, width, height, className }: ContentFigureProps) {
  return (
    <div
      className={`${styles.frame} ${loading ? styles.loading : ''} ${className ?? ''}`}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {image ? (
        <img
          src={image.src}
          alt={image.alt}
          width={image.width ?? width}
          height={image.height ?? height}
          loading="lazy"
          decoding="async"
        />
      ) : null}
    </div>
  );
}
