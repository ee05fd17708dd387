import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A card standing in for a list or a page that has nothing to show (none yet, or not found): an
 * optional heading at the page's level, a sentence, and the link onwards as the main button.
 */
export function EmptyCard({
  className,
  heading: Heading = 'h2',
  title,
  text,
  to,
  action,
}: {
  /** The feature's card class, beside the global `card`. */
  className: string;
  heading?: 'h1' | 'h2' | 'h3';
  title?: string;
  text: string;
  to: string;
  action: string;
}) {
  return (
    <div className={`card ${className}`}>
      {title ? <Heading>{title}</Heading> : null}
      <p>{text}</p>
      <Link to={to} className="btn btn-primary">
        {action}
      </Link>
    </div>
  );
}

/** A query's failure to load, announced as it appears, with a button that asks again. */
export function RetryBox({
  className,
  query,
  children,
}: {
  className: string;
  query: { error: { message: string } | null; refetch: () => Promise<unknown> };
  /** The retry button's text. */
  children: ReactNode;
}) {
  return (
    <div className={className} role="alert">
      <p>{query.error?.message}</p>
      <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
        {children}
      </button>
    </div>
  );
}
