import { useTranslation } from 'react-i18next';
import { RoutePage } from '../layout/route-page';
import { PaymentScreen } from '../../features/orders/components/payment-screen';

export function Component() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('pages.payment.title')} description={t('pages.payment.description')}>
      <PaymentScreen />
    </RoutePage>
  );
}
