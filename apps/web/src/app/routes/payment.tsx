import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/ui/page-meta';
import { PaymentScreen } from '../../features/orders/components/payment-screen';

export function Component() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <div className="container">
        <PageMeta title={t('pages.payment.title')} description={t('pages.payment.description')} />
        <PaymentScreen />
      </div>
    </section>
  );
}
