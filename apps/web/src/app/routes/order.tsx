import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RoutePage } from '../layout/route-page';
import { RequireCustomer } from '../../features/auth/components/require-customer';
import { OrderPage } from '../../features/orders/components/order-page';

export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <RoutePage
      title={t('pages.order.title', { id: id ?? '' })}
      description={t('pages.order.description')}
    >
      <RequireCustomer>
        <OrderPage idParam={id} />
      </RequireCustomer>
    </RoutePage>
  );
}
