import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

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

/** A rejected order's way on: a new video for the same screen. */
export function UploadNewVideoLink({ ledId }: { ledId: number }) {
  const { t } = useTranslation('orders');
  return (
    <Link to={`/uploadVideo/${ledId}`} className="btn btn-primary">
      {t('common.uploadNewVideo')}
    </Link>
  );
}
