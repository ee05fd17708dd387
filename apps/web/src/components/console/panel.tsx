import type { ReactNode } from 'react';
import admin from './console.module.css';

/**
 * A console panel named by its heading: the heading and whatever stands beside it (a count, a
 * link) in the panel's header, then the panel's body.
 */
export function Panel({
  id,
  title,
  aside,
  className,
  children,
}: {
  /** The heading's id, which names the panel. */
  id: string;
  title: ReactNode;
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={className ? `${admin.panel} ${className}` : admin.panel}
      aria-labelledby={id}
    >
      <div className={admin.panelHeader}>
        <h2 id={id} className={admin.panelTitle}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
