import { ApiRequestError } from '../../lib/api-client';

/**
 * What a shared link's page (a proposal, a proof) shows instead of its content when the link opens
 * nothing, announced as it appears: the page's own words for a link never issued or mistyped (404,
 * 400) and for one that is gone (410), else the server's message. Each page keeps its card's look.
 */
export function SharedLinkMissing({
  error,
  title,
  notFound,
  gone,
  className,
  titleClassName,
  testId,
}: {
  error: Error;
  title: string;
  notFound: string;
  /** Without it, a gone link shows the server's words (which may say why it is gone). */
  gone?: string;
  className: string;
  titleClassName: string;
  testId: string;
}) {
  const status = error instanceof ApiRequestError ? error.status : 0;
  const text =
    status === 404 || status === 400 ? notFound : status === 410 && gone ? gone : error.message;
  return (
    <div className={className} role="alert" data-testid={testId}>
      <h1 className={titleClassName}>{title}</h1>
      <p>{text}</p>
    </div>
  );
}
