import type { Order } from '@screenspot/contracts/order';
import { useTranslation } from 'react-i18next';

/** The video a customer sent for an order, to watch with the browser's controls. */
export function OrderVideo({ order, className }: { order: Order; className: string }) {
  const { t } = useTranslation('orders');
  return (
    <video
      className={className}
      src={order.videoUrl}
      controls
      preload="metadata"
      playsInline
      aria-label={t('common.yourVideoFor', { name: order.ledInfo.billboardName })}
    />
  );
}
