import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/ui/page-meta';
import { ReceivedScreen } from '../../features/orders/components/received-screen';

export function Component() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <div className="container">
        <PageMeta title={t('pages.received.title')} description={t('pages.received.description')} />
        <ReceivedScreen />
      </div>
    </section>
  );
}
