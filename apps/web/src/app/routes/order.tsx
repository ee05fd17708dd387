import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RoutePage } from '../layout/route-page';
import { RequireCustomer } from '../../features/auth/components/require-customer';
import { AttachVideo } from '../../features/booking/components/attach-video';
import { CampaignChange } from '../../features/booking/components/campaign-change';
import { SchedulePicker } from '../../features/booking/components/schedule-picker';
import { OrderPage } from '../../features/orders/components/order-page';

export function Component() {
  const { id } = useParams();
  const { t } = useTranslation('booking');
  return (
    <RoutePage page="order" values={{ id: id ?? '' }}>
      <RequireCustomer>
        <OrderPage
          idParam={id}
          videoUpload={(order, onSent) => (
            <AttachVideo
              targets={[{ orderId: order.id, screenName: order.ledInfo.billboardName }]}
              label={t('booked.videoFor', { name: order.ledInfo.billboardName })}
              onSent={onSent}
            />
          )}
          newDates={(order, onChange) => (
            <SchedulePicker ledId={order.ledInfo.ledId} onChange={onChange} />
          )}
          campaignChange={(campaignId, order) => (
            <CampaignChange campaignId={campaignId} lastDay={order.schedule?.endDate} />
          )}
        />
      </RequireCustomer>
    </RoutePage>
  );
}
