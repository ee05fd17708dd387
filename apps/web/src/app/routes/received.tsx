import { useTranslation } from 'react-i18next';
import { RoutePage } from '../layout/route-page';
import { ReceivedScreen } from '../../features/orders/components/received-screen';

export function Component() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('pages.received.title')} description={t('pages.received.description')}>
      <ReceivedScreen />
    </RoutePage>
  );
}
