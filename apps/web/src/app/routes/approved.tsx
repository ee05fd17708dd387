import { useTranslation } from 'react-i18next';
import { RoutePage } from '../layout/route-page';
import { ApprovedScreen } from '../../features/orders/components/approved-screen';

export function Component() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('pages.approved.title')} description={t('pages.approved.description')}>
      <ApprovedScreen />
    </RoutePage>
  );
}
