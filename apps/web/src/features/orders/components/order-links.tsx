import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** The customer's orders (the account's announcements tab); it says "My orders" unless told. */
export function MyOrdersLink({
  className = 'btn btn-secondary',
  children,
}: {
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('orders');
  return (
    <Link to="/tab/announcment" className={className}>
      {children ?? t('common.myOrders')}
    </Link>
  );
}

/** Where an order's page keeps the form for its new video. */
export const newVideoAnchor = 'new-video';

/**
 * A rejected order's way on: a new video for the same order, in the form on the order's page,
 * never a new booking. On that page it is a plain link to the form.
 */
export function UploadNewVideoLink({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders');
  const { pathname } = useLocation();
  const page = `/order/${orderId}`;
  return pathname === page ? (
    <a href={`#${newVideoAnchor}`} className="btn btn-primary">
      {t('common.uploadNewVideo')}
    </a>
  ) : (
    <Link to={`${page}#${newVideoAnchor}`} className="btn btn-primary">
      {t('common.uploadNewVideo')}
    </Link>
  );
}
